import type { TAuthUser, TSignup } from '@hivis/contracts';
import { countryOfAddress, SIGNUP_MESSAGES } from '@hivis/contracts';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { presentAuthUser } from '../auth/index.js';
import { findUserByEmail } from '../auth/index.js';
import { issueTokens } from '../auth/index.js';
import { recordReferralSignup } from '../referrals/index.js';
import { sendEmailConfirmation } from './email-confirmation.service.js';
import { insertAccountHolder, insertSignupCompany } from './signup.queries.js';
import { isUniqueViolation } from '../../db/errors.js';

const alreadyRegistered = () => invalidFields({ email: SIGNUP_MESSAGES.alreadyRegistered });

/**
 * Each sign-up mails an address the caller chose, so sign-ups are limited per client address.
 * Counted inside the sign-up's transaction: only sign-ups that go through count.
 */
export const SIGNUP_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;
export const SIGNUP_LIMIT_MESSAGE = 'Too many sign-ups from your network. Please try again later.';

/**
 * POST /api/v3/auth/register: a new company (pending_company, unpaid, no features), its account
 * holder (PAH, data_filled), the confirmation code and its mail, and a sign-in session, all in one
 * transaction, so a failure leaves nothing behind. Runs as the platform: the tenant does not exist yet.
 */
export async function registerAccount(ctx: AppContext, input: TSignup, clientAddress: string): Promise<TAuthUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withSystem(ctx.db, async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw alreadyRegistered();
      await takeRateLimit(tx, [{ key: `signup:address:${clientAddress}`, limit: SIGNUP_LIMIT.perAddress }], SIGNUP_LIMIT.windowMs, SIGNUP_LIMIT_MESSAGE);
      const company = await insertSignupCompany(tx, {
        name: input.companyName,
        country: countryOfAddress(input.address?.country) ?? 'AU',
        address: input.address,
      });
      // 'Invite a friend': credit the inviting company. An unknown or used code is ignored.
      if (input.referralCode) await recordReferralSignup(tx, input.referralCode, company.id, new Date());
      const user = await insertAccountHolder(tx, {
        companyId: company.id,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phoneNumber,
      });
      await sendEmailConfirmation(ctx, tx, user);
      const found = { user, company };
      return presentAuthUser(found, await issueTokens(ctx, tx, found, null));
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw alreadyRegistered();
    throw error;
  }
}
