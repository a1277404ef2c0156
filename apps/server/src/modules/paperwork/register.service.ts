import type { PaperworkSignOnRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found } from '../../platform/access/with-access.js';
import { decodeCursor, keysetPage, type KeysetPage } from './list-page.js';
import type { AnyPaperworkKind } from './paperwork.kinds.js';
import { listRegisterPage } from './sign-ons.queries.js';
import { latestVersionNumber, type RecordRef } from './versions.queries.js';

/** The most a register page holds; a crew is usually a few dozen. */
export const REGISTER_PAGE_MAX = 100;

/**
 * Inside the kind's access scope: one page of a version's sign-on register (the current version
 * unless named), oldest first, keyset by (signed_at, id) along paperwork_sign_ons_record_idx.
 */
export async function signOnRegister(
  { tx, auth }: AccessScope,
  kind: AnyPaperworkKind,
  input: { recordId: string; version?: number; cursor?: string | null; take: number },
): Promise<KeysetPage<PaperworkSignOnRow> & { version: number }> {
  const cursor = decodeCursor(input.cursor);
  const record = found(await kind.findRecord(tx, auth.companyId, input.recordId, null), kind.messages.noun);
  await kind.requireReach(tx, auth, record);
  const ref: RecordRef = { companyId: auth.companyId, kind: kind.key, recordId: record.id };
  const version = input.version ?? (await latestVersionNumber(tx, ref));
  const take = Math.min(Math.max(1, Math.floor(input.take)), REGISTER_PAGE_MAX);
  const page = keysetPage(await listRegisterPage(tx, ref, version, cursor, take), take);
  return { version, nextCursor: page.nextCursor, items: page.items.map(({ cursorAt: _at, ...signOn }) => signOn) };
}
