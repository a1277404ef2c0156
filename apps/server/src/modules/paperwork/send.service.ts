import type { AccessScope } from '../../platform/access/with-access.js';
import { found } from '../../platform/access/with-access.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import type { AnyPaperworkKind } from './paperwork.kinds.js';
import { issueSigningLink } from './signing-link.js';
import { listSignedEmails } from './sign-ons.queries.js';
import { latestVersionNumber, lockVersion, type RecordRef } from './versions.queries.js';

/**
 * Signing emails a company may send per hour, counted per address: a crew or two a day is far
 * below it, while the product's mail cannot be turned into a bulk mailer.
 */
export const SEND_LIMIT = { perCompany: 300, windowMs: 60 * 60 * 1000 } as const;

export type SendResult = { sent: string[]; skipped: { email: string; reason: string }[]; version: number };

/**
 * Inside the kind's access scope: mails each address (lower case, checked by the kind's route) its
 * own link for the current version, except those who already signed it. Links and mails are written
 * in the scope's transaction: all go or none. The record is share-locked, then the version, as a
 * sign-on does, so a sign-on in flight commits before the signed are looked up. The caller drains
 * the outbox once the scope has committed (`void ctx.outbox.drain()` when `sent` is not empty).
 */
export async function sendSigningRequests(
  ctx: AppContext,
  { tx, auth, company }: AccessScope,
  kind: AnyPaperworkKind,
  input: { recordId: string; emails: string[] },
): Promise<SendResult> {
  if (!kind.signByLink) throw notFound('Signing link');
  const record = found(await kind.findRecord(tx, auth.companyId, input.recordId, 'share'), kind.messages.noun);
  await kind.requireReach(tx, auth, record);
  const ref: RecordRef = { companyId: auth.companyId, kind: kind.key, recordId: record.id };
  const version = await latestVersionNumber(tx, ref);
  if (version < 1) throw invalidFields({ [kind.recordField]: kind.messages.notIssued });
  await lockVersion(tx, ref, version);
  const signed = await listSignedEmails(tx, ref, version, input.emails);
  const toSend = input.emails.filter((email) => !signed.has(email));
  // The counts are the platform's table; a refused send rolls back with its count.
  await asPlatformWithin(tx, async () => {
    for (let counted = 0; counted < toSend.length; counted += 1) {
      await takeRateLimit(
        tx,
        [{ key: `${kind.key}-send:company:${auth.companyId}`, limit: SEND_LIMIT.perCompany }],
        SEND_LIMIT.windowMs,
        kind.messages.sendLimit,
      );
    }
  });
  for (const email of toSend) {
    await issueSigningLink(ctx, tx, kind, { record, companyName: company.name, version }, { email, sentBy: auth.userId, again: false });
  }
  const skipped = input.emails.filter((email) => signed.has(email)).map((email) => ({ email, reason: kind.messages.signedCurrent }));
  return { sent: toSend, skipped, version };
}
