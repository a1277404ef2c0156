import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { TSendSwmsResult, ZSendSwmsSchema } from '@hivis/contracts';
import type { z } from 'zod';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { invalidFields, notFound } from '../../../platform/errors.js';
import { takeRateLimit } from '../../../platform/http/rate-limit.js';
import { asPlatformWithin } from '../../../platform/tenancy/tenant.js';
import { requireJobReach } from '../swms.policy.js';
import { lockVersion } from '../generate/generate.queries.js';
import { findSwmsJob } from '../swms.queries.js';
import { issueSigningLink } from './signing-link.js';
import { listSignedEmails, lockSwmsForSigning } from './signing.queries.js';

type TSendSwms = z.output<typeof ZSendSwmsSchema>;

/**
 * Signing emails a company may send per hour, counted per address: a crew or two a day is far
 * below it, while HiVis's mail cannot be turned into a bulk mailer.
 */
export const SWMS_SEND_LIMIT = { perCompany: 300, windowMs: 60 * 60 * 1000 } as const;

/** "The SWMS was sent to 2 people to sign.", and who was left out. */
function sendMessage(sent: number, skipped: number, version: number): string {
  const people = (n: number) => (n === 1 ? 'one person' : `${n} people`);
  const sentPart = sent === 0 ? 'No link was sent.' : `The SWMS was sent to ${people(sent)} to sign.`;
  if (skipped === 0) return sentPart;
  const who = people(skipped);
  return `${sentPart} ${who.charAt(0).toUpperCase()}${who.slice(1)} already signed version ${version} and ${skipped === 1 ? 'was' : 'were'} not sent a link.`;
}

/**
 * POST /api/v3/swms/send: mails each address its own signing link for the current version, except
 * those who already signed it (one sign-on per person and version). Links and mails are written in
 * one transaction: all are sent or none. The SWMS row is share-locked and then the version, as a
 * sign-on does (sign.service.ts), so a sign-on in flight commits before the signed are looked up.
 */
export async function sendSwms(ctx: AppContext, auth: AuthContext, input: TSendSwms): Promise<TSendSwmsResult> {
  const result = await withAccess(ctx, auth, 'swms-signing.send', async ({ tx, auth, company }) => {
    const row = await lockSwmsForSigning(tx, auth.companyId, input.swmsId, 'share');
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    if (row.status !== 'issued' || row.currentVersion < 1) throw invalidFields({ swmsId: SWMS_SIGNING_MESSAGES.notIssued });
    await lockVersion(tx, auth.companyId, row.id, row.currentVersion);
    const signed = await listSignedEmails(tx, auth.companyId, row.id, row.currentVersion, input.emails);
    const toSend = input.emails.filter((email) => !signed.has(email));
    // The counts are the platform's table; a refused send rolls back with its count.
    await asPlatformWithin(tx, async () => {
      for (let counted = 0; counted < toSend.length; counted += 1) {
        await takeRateLimit(
          tx,
          [{ key: `swms-send:company:${auth.companyId}`, limit: SWMS_SEND_LIMIT.perCompany }],
          SWMS_SEND_LIMIT.windowMs,
          SWMS_SIGNING_MESSAGES.sendLimit,
        );
      }
    });
    const job = await findSwmsJob(tx, auth.companyId, row.jobId);
    const subject = {
      companyId: auth.companyId,
      swmsId: row.id,
      swmsTitle: row.title,
      jobTitle: job?.job.title ?? '',
      companyName: company.name,
      version: row.currentVersion,
    };
    for (const email of toSend) await issueSigningLink(ctx, tx, subject, { email, sentBy: auth.userId, again: false });
    const skipped = input.emails.filter((email) => signed.has(email)).map((email) => ({ email, reason: SWMS_SIGNING_MESSAGES.signedCurrent }));
    return { sent: toSend, skipped, version: row.currentVersion };
  });
  if (result.sent.length > 0) void ctx.outbox.drain();
  return { message: sendMessage(result.sent.length, result.skipped.length, result.version), sent: result.sent, skipped: result.skipped };
}
