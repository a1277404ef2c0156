import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { TSendSwmsResult, ZSendSwmsSchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { invalidFields, notFound } from '../../../platform/errors.js';
import { takeRateLimit } from '../../../platform/http/rate-limit.js';
import { asPlatformWithin, withTenant } from '../../../platform/tenancy/tenant.js';
import { requireJobReach, requireSwmsCompany, requireSwmsRole, requireWritable } from '../swms.policy.js';
import { findSwms, findSwmsJob } from '../swms.queries.js';
import { issueSigningLink } from './signing-link.js';

type TSendSwms = z.output<typeof ZSendSwmsSchema>;

/**
 * Signing emails a company may send per hour, counted per address: a crew or two a day is far
 * below it, while HiVis's mail cannot be turned into a bulk mailer.
 */
export const SWMS_SEND_LIMIT = { perCompany: 300, windowMs: 60 * 60 * 1000 } as const;

/**
 * POST /api/v3/swms/send: mails each address its own signing link for the current version.
 * Links and mails are written in one transaction: all are sent or none.
 */
export async function sendSwms(ctx: AppContext, auth: AuthContext, input: TSendSwms): Promise<TSendSwmsResult> {
  requireSwmsRole(auth, 'swms.send');
  const result = await withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await requireSwmsCompany(tx, auth, 'swms.send');
    requireWritable(company);
    const row = await findSwms(tx, auth.companyId, input.swmsId);
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    if (row.status !== 'issued' || row.currentVersion < 1) throw invalidFields({ swmsId: SWMS_SIGNING_MESSAGES.notIssued });
    // The counts are the platform's table; a refused send rolls back with its count.
    await asPlatformWithin(tx, async () => {
      for (let counted = 0; counted < input.emails.length; counted += 1) {
        await takeRateLimit(tx, [{ key: `swms-send:company:${auth.companyId}`, limit: SWMS_SEND_LIMIT.perCompany }], SWMS_SEND_LIMIT.windowMs, SWMS_SIGNING_MESSAGES.sendLimit);
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
    for (const email of input.emails) await issueSigningLink(ctx, tx, subject, { email, sentBy: auth.userId, again: false });
    return input.emails;
  });
  void ctx.outbox.drain();
  const count = result.length === 1 ? 'one person' : `${result.length} people`;
  return { message: `The SWMS was sent to ${count} to sign.`, sent: result };
}
