import type { TCompanySharePreview, TMessage } from '@hivis/contracts';
import { SHARE_MESSAGES } from '@hivis/contracts';
import type { z } from 'zod';
import type { ZShareCompanyDetailsSchema } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { findUserById } from '../auth/index.js';
import { companyDetailsMail } from './company-sharing.mail.js';
import { presentSharePreview } from './company-sharing.presenter.js';
import { findCompanyToShare } from './company-sharing.queries.js';

type TShareInput = z.output<typeof ZShareCompanyDetailsSchema>;

/** Sends per account holder and hour; each send mails up to 10 addresses the sender chose. */
export const SHARE_LIMIT = { perUserPerHour: 10, windowMs: 60 * 60 * 1000 } as const;
/** A mail is read days later, so its logo link lasts longer than a page's (one hour). */
const MAIL_LOGO_LINK_DAYS = 30;

/** GET /api/v3/company/share-preview: the card on /user/share-company-details. */
export async function getSharePreview(ctx: AppContext, auth: AuthContext): Promise<TCompanySharePreview> {
  const company = await withAccess(ctx, auth, 'company-sharing.read', async ({ tx, company: { id } }) => found(await findCompanyToShare(tx, id), 'Company'));
  const logoUrl = company.logoFileId ? ctx.signedLinks.link(company.logoFileId, 'inline') : null;
  return presentSharePreview(company, logoUrl);
}

/**
 * POST /api/v3/company/share: the details, as the card shows them, mailed to each address (a
 * principal contractor, a client), from an open account (the access scope refuses a suspended or
 * closed one). The counters and the outbox are the platform's tables: those steps run as the
 * platform, inside the access scope's transaction.
 */
export async function shareCompanyDetails(ctx: AppContext, auth: AuthContext, input: TShareInput): Promise<TMessage> {
  await withAccess(ctx, auth, 'company-sharing.share', async ({ tx, auth: holder }) => {
    const sender = await findUserById(tx, holder.userId);
    if (!sender || sender.user.companyId !== holder.companyId || sender.user.status === 'deactivated' || !sender.company) {
      throw unauthorized('tokenInvalid: this account can no longer sign in.');
    }
    const company = sender.company;
    await asPlatformWithin(tx, async () => {
      await takeRateLimit(
        tx,
        [{ key: `company-share:user:${holder.userId}`, limit: SHARE_LIMIT.perUserPerHour }],
        SHARE_LIMIT.windowMs,
        SHARE_MESSAGES.tooMany,
      );
      const logoUrl = company.logoFileId
        ? `${ctx.config.publicUrl}${ctx.signedLinks.link(company.logoFileId, 'inline', Date.now() + MAIL_LOGO_LINK_DAYS * 24 * 60 * 60 * 1000)}`
        : null;
      const details = presentSharePreview(company, logoUrl);
      for (const email of input.emails) {
        await enqueueMail(tx, companyDetailsMail(ctx, details, sender.user, email, input.message));
      }
    });
  });
  void ctx.outbox.drain();
  const count = input.emails.length;
  return { message: count === 1 ? `Company details sent to ${input.emails[0]}.` : `Company details sent to ${count} addresses.` };
}
