import { randomUUID } from 'node:crypto';
import type { TCheckout, TCheckoutResponse, TCurrentPlan, TEstimate, TPlans } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import { readAsSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { findUserById } from '../auth/auth.queries.js';
import { PLAN_CATALOGUE } from './catalogue.js';
import { estimateCart } from './estimate.js';
import { presentCurrentPlan } from './payments.presenter.js';
import { countSeatsUsed, findCompany, insertCheckoutSession } from './payments.queries.js';

/** GET /api/v4/payments/plans: public, the pricing page's catalogue. */
export function getPlans(): TPlans {
  return PLAN_CATALOGUE;
}

/** POST /api/v4/payments/estimate: public; unknown keys answer 400 with field errors. */
export function estimateCheckout(input: TCheckout): TEstimate {
  const result = estimateCart(PLAN_CATALOGUE, input);
  if (result.errors) throw invalidFields(result.errors);
  return result.estimate;
}

/**
 * POST /api/v4/payments/checkout: the account holder (with the token from sign-up) starts a
 * checkout. The cart is priced here, stored with the session, and that stored price is what a
 * completed payment activates: a catalogue change later does not change a started checkout.
 */
export async function startCheckout(ctx: AppContext, auth: AuthContext, input: TCheckout): Promise<TCheckoutResponse> {
  requireAccountHolder(auth);
  const provider = ctx.payments;
  if (!provider) throw new AppError('UNAVAILABLE', 'Online payment is not set up on this server yet. Please contact support to buy a plan.');
  const estimate = estimateCheckout(input);
  const found = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!found) throw unauthorized('tokenInvalid: this account no longer exists.');
  const sessionId = randomUUID();
  const created = await provider.createCheckout({ sessionId, companyId: auth.companyId, customerEmail: found.user.email, estimate });
  await withTenant(ctx.db, auth.companyId, (tx) =>
    insertCheckoutSession(tx, {
      id: sessionId,
      companyId: auth.companyId,
      createdBy: auth.userId,
      provider: provider.name,
      providerSessionId: created.providerSessionId,
      cart: input,
      estimate,
    }),
  );
  return { url: created.url };
}

/** GET /api/v4/payments/current: the account holder's plan, payment status, seats and features. */
export async function getCurrentPlan(ctx: AppContext, auth: AuthContext): Promise<TCurrentPlan> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await findCompany(tx, auth.companyId);
    if (!company) throw unauthorized('tokenInvalid: this company no longer exists.');
    return presentCurrentPlan(company, await countSeatsUsed(tx, auth.companyId));
  });
}
