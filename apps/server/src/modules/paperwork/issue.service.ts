import type { AccessScope } from '../../platform/access/with-access.js';
import { found } from '../../platform/access/with-access.js';
import type { AnyPaperworkKind } from './paperwork.kinds.js';
import { insertVersion, latestVersionNumber, type RecordRef } from './versions.queries.js';

export type IssueInput = {
  recordId: string;
  /** The record's content as issued: later edits of the record never reach this version. */
  content: unknown;
  /** The details printed from outside the record (job, worksite, company...), frozen the same way. */
  header: unknown;
  templateId?: string | null;
};

export type IssuedVersion = { ref: RecordRef; version: number };

/**
 * Inside the kind's access scope: issues the record's next version. The record is locked FOR
 * UPDATE first (a sign-on takes it FOR NO KEY UPDATE, a send FOR SHARE), so a sign-on either
 * commits on the old version before this issue (and its signer is asked to sign again when the new
 * PDF is stored) or waits and signs the new one, never a version superseded while it ran. The kind
 * checks what must be complete before calling this, and sets its own record's state in the same
 * transaction; the PDF follows with renderVersionPdf once this has committed.
 */
export async function issueVersion({ tx, auth }: AccessScope, kind: AnyPaperworkKind, input: IssueInput): Promise<IssuedVersion> {
  const record = found(await kind.findRecord(tx, auth.companyId, input.recordId, 'update'), kind.messages.noun);
  await kind.requireReach(tx, auth, record);
  const ref: RecordRef = { companyId: auth.companyId, kind: kind.key, recordId: record.id };
  const version = (await latestVersionNumber(tx, ref)) + 1;
  await insertVersion(tx, {
    companyId: auth.companyId,
    kind: kind.key,
    recordId: record.id,
    version,
    content: input.content,
    header: input.header,
    templateId: input.templateId ?? null,
    issuedBy: auth.userId,
  });
  return { ref, version };
}

/** The record's current (latest) version number, 0 before the first issue. */
export async function currentVersion({ tx, auth }: AccessScope, kind: AnyPaperworkKind, recordId: string): Promise<number> {
  const record = found(await kind.findRecord(tx, auth.companyId, recordId, null), kind.messages.noun);
  await kind.requireReach(tx, auth, record);
  return latestVersionNumber(tx, { companyId: auth.companyId, kind: kind.key, recordId: record.id });
}
