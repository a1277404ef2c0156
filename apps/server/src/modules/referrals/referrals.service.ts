import type { TPageQuery, TReferralInvite, TReferralPage, TReferralSent } from '@hivis/contracts';
import { randomId, REFERRAL_MESSAGES } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, invalidFields, unauthorized } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin, withSystem } from '../../platform/tenancy/tenant.js';
import { findUserByEmail, findUserById } from '../auth/index.js';
import { presentInvitation } from './referrals.presenter.js';
import { countInvitations, insertInvitation, listInvitations } from './referrals.queries.js';

/** Each invitation mails an address the sender chose, so a person sends a limited number a day. */
export const REFERRAL_LIMIT = { perUserPerDay: 20, windowMs: 24 * 60 * 60 * 1000 } as const;
const CODE_ATTEMPTS = 5;

/**
 * POST /api/v3/referrals: any person of an active company invites a business by email. The mail
 * carries a link to /pricing with the invitation's own code; a sign-up through it is recorded
 * against this company. The check for an existing account looks across every company, and the
 * outbox is the platform's table: those two steps run as the platform, inside the access scope.
 */
export async function inviteFriend(ctx: AppContext, auth: AuthContext, input: TReferralInvite): Promise<TReferralSent> {
  const { productName, publicUrl } = ctx.config;
  // Counted on its own, by the platform (the counters are its table), so that answers about
  // already registered addresses, and refusals, count as well.
  await withSystem(ctx.db, (tx) =>
    takeRateLimit(tx, [{ key: `referral:user:${auth.userId}`, limit: REFERRAL_LIMIT.perUserPerDay }], REFERRAL_LIMIT.windowMs, REFERRAL_MESSAGES.tooMany),
  );
  const sent = await withAccess(ctx, auth, 'referrals.invite', async ({ tx, auth: sender, company }) => {
    const inviter = await findUserById(tx, sender.userId);
    if (!inviter || inviter.user.companyId !== sender.companyId || inviter.user.status === 'deactivated') {
      throw unauthorized('tokenInvalid: this account can no longer sign in.');
    }
    // The access scope refuses a suspended or closed account; one still completing its details may not invite either.
    if (company.status !== 'active') throw forbidden(REFERRAL_MESSAGES.companyInactive);
    if (await asPlatformWithin(tx, () => findUserByEmail(tx, input.email))) throw invalidFields({ email: REFERRAL_MESSAGES.alreadyRegistered });

    let invitation = null;
    for (let attempt = 0; !invitation && attempt < CODE_ATTEMPTS; attempt += 1) {
      invitation = await insertInvitation(tx, { companyId: sender.companyId, invitedBy: sender.userId, email: input.email, code: randomId() });
    }
    if (!invitation) throw new Error('inviteFriend: no free referral code after several attempts');

    const inviterName = `${inviter.user.firstName} ${inviter.user.lastName}`.trim() || inviter.user.email;
    const companyName = company.name;
    const code = invitation.code;
    await asPlatformWithin(tx, () =>
      enqueueMail(tx, {
        to: input.email,
        ...renderMail(productName, {
          title: `${inviterName} from ${companyName} invites you to ${productName}`,
          greeting: 'Hello,',
          paragraphs: [
            `${inviterName} from ${companyName} uses ${productName} for safety paperwork and job management (SWMS, audits, incident reports, inductions and more) and thinks your business would find it useful too.`,
            `Have a look at the plans and sign up with the link below; your sign-up is recorded as a referral from ${companyName}.`,
          ],
          action: { label: `See ${productName} plans`, url: `${publicUrl}/pricing?ref=${code}` },
          footnote: `You received this because ${inviterName} entered your address. We will not email you again unless you sign up.`,
        }),
      }),
    );
    return presentInvitation({ invitation, inviterFirstName: inviter.user.firstName, inviterLastName: inviter.user.lastName });
  });
  void ctx.outbox.drain();
  return { message: `Invitation sent to ${sent.email}.`, invitation: sent };
}

/** GET /api/v3/referrals: the company's invitations, newest first, with whether each signed up. */
export async function listReferrals(ctx: AppContext, auth: AuthContext, query: TPageQuery): Promise<TReferralPage> {
  const offset = (query.page - 1) * query.take;
  return withAccess(ctx, auth, 'referrals.read', async ({ tx, company }) => {
    // One after another: a transaction has one connection, which takes one statement at a time.
    const rows = await listInvitations(tx, company.id, { limit: query.take, offset });
    const total = await countInvitations(tx, company.id);
    return { items: rows.map(presentInvitation), total, page: query.page, take: query.take };
  });
}
