import { CONTRACTOR_SIGNUP_MESSAGES, SIGNUP_MESSAGES } from '@hivis/contracts';
import type { TAuthUser, TContractorInvite, ZContractorSignupSchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { CompanyConnectionRow } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { presentAuthUser } from '../auth/index.js';
import { findUserByEmail } from '../auth/index.js';
import { issueTokens } from '../auth/index.js';
import { sendEmailConfirmation } from '../signup/index.js';
import { SIGNUP_LIMIT, SIGNUP_LIMIT_MESSAGE } from '../signup/index.js';
import { insertAccountHolder } from '../signup/index.js';
import { acceptInvitationBySignup, findCompanyName, findConnectionByInviteToken, insertContractorCompany } from './connections.queries.js';
import { isUniqueViolation } from '../../db/errors.js';
import { tellConnectionAnswer } from './contractors.messages.js';

/*
 * The free contractor account. A person invited by email who is not on HiVis opens the mailed
 * link (/connect/{token}) and creates their company there: active at once on the free
 * 'contractor' plan (no paid features: they work on the jobs contracted to them), with its
 * account holder confirmed by the same mail the sign-up sends, and the connection accepted.
 * The link's secret is the proof; everything runs as the platform, since the company does not
 * exist yet, in one transaction, so a failure leaves nothing behind.
 */

export const CONTRACTOR_PLAN = 'contractor_free';

const isOpen = (connection: CompanyConnectionRow) =>
  connection.status === 'pending' && connection.contractorCompanyId === null && connection.invitedEmail !== null;

async function byToken(tx: Tx, token: string, lock: boolean): Promise<CompanyConnectionRow> {
  const row = await findConnectionByInviteToken(tx, token, lock);
  if (!row) throw notFound('Invitation');
  return row;
}

/** GET /api/v3/associate/invite/{token} */
export function getContractorInvite(ctx: AppContext, token: string): Promise<TContractorInvite> {
  return withSystem(ctx.db, async (tx) => {
    const connection = await byToken(tx, token, false);
    return {
      hiringCompanyName: (await findCompanyName(tx, connection.companyId)) ?? '',
      email: connection.invitedEmail ?? '',
      name: connection.invitedName,
      open: isOpen(connection),
    };
  });
}

/** POST /api/v3/associate/invite/{token}/signup */
export async function signUpContractor(
  ctx: AppContext,
  token: string,
  input: z.output<typeof ZContractorSignupSchema>,
  clientAddress: string,
): Promise<TAuthUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withSystem(ctx.db, async (tx) => {
      const connection = await byToken(tx, token, true);
      if (!isOpen(connection) || !connection.invitedEmail) throw new AppError('CONFLICT', CONTRACTOR_SIGNUP_MESSAGES.used);
      const email = connection.invitedEmail.toLowerCase();
      if (await findUserByEmail(tx, email)) throw invalidFields({ email: SIGNUP_MESSAGES.alreadyRegistered });
      await takeRateLimit(tx, [{ key: `signup:address:${clientAddress}`, limit: SIGNUP_LIMIT.perAddress }], SIGNUP_LIMIT.windowMs, SIGNUP_LIMIT_MESSAGE);
      const now = new Date();
      const company = await insertContractorCompany(tx, {
        name: input.companyName,
        abn: input.abn,
        status: 'active',
        // Free: nothing to pay, so it is never sent to the checkout.
        paymentStatus: 'paid',
        planLevel: CONTRACTOR_PLAN,
        enabledFeatures: [],
        seatsPah: 1,
        detailsCompletedAt: now,
      });
      const user = await insertAccountHolder(tx, {
        companyId: company.id,
        email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phoneNumber,
      });
      await sendEmailConfirmation(ctx, tx, user);
      await acceptInvitationBySignup(tx, connection.id, { contractorCompanyId: company.id, respondedBy: user.id, at: now });
      const found = { user, company };
      const signedIn = presentAuthUser(found, await issueTokens(ctx, tx, found, null));
      // Last: telling the hiring company leaves the transaction behind row-level security.
      await tellConnectionAnswer(ctx, tx, { hiringCompanyId: connection.companyId, contractorName: company.name, accepted: true, connectionId: connection.id });
      ctx.log.info({ connection: connection.id, company: company.id }, 'contractor signed up from an invitation');
      return signedIn;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidFields({ email: SIGNUP_MESSAGES.alreadyRegistered });
    throw error;
  }
}
