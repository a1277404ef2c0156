import type { TCompanySharePreview, TMessage } from '@hivis/contracts';
import { SHARE_MESSAGES } from '@hivis/contracts';
import type { z } from 'zod';
import type { ZShareCompanyDetailsSchema } from '@hivis/contracts';
import type { CompanyRow } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { findUserById } from '../auth/auth.queries.js';
import { companyDetailsMail } from './company-sharing.mail.js';
import { presentSharePreview } from './company-sharing.presenter.js';
import { findCompanyToShare } from './company-sharing.queries.js';

type TShareInput = z.output<typeof ZShareCompanyDetailsSchema>;

/** Sends per account holder and hour; each send mails up to 10 addresses the sender chose. */
export const SHARE_LIMIT = { perUserPerHour: 10, windowMs: 60 * 60 * 1000 } as const;
/** A mail is read days later, so its logo link lasts longer than a page's (one hour). */
const MAIL_LOGO_LINK_DAYS = 30;

const canShare = (company: CompanyRow) => company.status === 'active' || company.status === 'pending_company';

/** GET /api/v3/company/share-preview: the card on /user/share-company-details. */
export async function getSharePreview(ctx: AppContext, auth: AuthContext): Promise<TCompanySharePreview> {
  requireAccountHolder(auth);
  const company = await withTenant(ctx.db, auth.companyId, (tx) => findCompanyToShare(tx, auth.companyId));
  if (!company) throw notFound('Company');
  const logoUrl = company.logoFileId ? ctx.signedLinks.link(company.logoFileId, 'inline') : null;
  return presentSharePreview(company, logoUrl);
}

/**
 * POST /api/v3/company/share: the details, as the card shows them, mailed to each address (a
 * principal contractor, a client). Runs as the platform because the outbox and the counters are
 * platform tables; the company read is the caller's own.
 */
export async function shareCompanyDetails(ctx: AppContext, auth: AuthContext, input: TShareInput): Promise<TMessage> {
  requireAccountHolder(auth);
  await withSystem(ctx.db, async (tx) => {
    const sender = await findUserById(tx, auth.userId);
    if (!sender || sender.user.companyId !== auth.companyId || sender.user.status === 'deactivated' || !sender.company) {
      throw unauthorized('tokenInvalid: this account can no longer sign in.');
    }
    if (!canShare(sender.company)) throw forbidden(SHARE_MESSAGES.notOpen);
    await takeRateLimit(tx, [{ key: `company-share:user:${auth.userId}`, limit: SHARE_LIMIT.perUserPerHour }], SHARE_LIMIT.windowMs, SHARE_MESSAGES.tooMany);
    const logoUrl = sender.company.logoFileId
      ? `${ctx.config.publicUrl}${ctx.signedLinks.link(sender.company.logoFileId, 'inline', Date.now() + MAIL_LOGO_LINK_DAYS * 24 * 60 * 60 * 1000)}`
      : null;
    const details = presentSharePreview(sender.company, logoUrl);
    for (const email of input.emails) {
      await enqueueMail(tx, companyDetailsMail(ctx, details, sender.user, email, input.message));
    }
  });
  void ctx.outbox.drain();
  const count = input.emails.length;
  return { message: count === 1 ? `Company details sent to ${input.emails[0]}.` : `Company details sent to ${count} addresses.` };
}
