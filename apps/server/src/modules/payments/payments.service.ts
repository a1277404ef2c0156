import { randomUUID } from 'node:crypto';
import type { TCheckout, TCheckoutResponse, TCurrentPlan, TEstimate, TPlans } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { readAsSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { findUserById } from '../auth/auth.queries.js';
import { estimateCart } from './estimate.js';
import { presentCurrentPlan } from './payments.presenter.js';
import { countSeatsUsed, findCompany, insertCheckoutSession, updateCompanyPlan } from './payments.queries.js';
import { billedItems, currentCatalogue } from './priced-catalogue.js';

/** GET /api/v4/payments/plans: public, the pricing page's catalogue (Stripe's prices with Stripe). */
export function getPlans(ctx: AppContext): Promise<TPlans> {
  return currentCatalogue(ctx);
}

/** Prices a cart against a catalogue; unknown keys answer 400 with field errors. */
export function priceCart(catalogue: TPlans, input: TCheckout): TEstimate {
  const result = estimateCart(catalogue, input);
  if (result.errors) throw invalidFields(result.errors);
  return result.estimate;
}

/** POST /api/v4/payments/estimate: public. */
export async function estimateCheckout(ctx: AppContext, input: TCheckout): Promise<TEstimate> {
  return priceCart(await currentCatalogue(ctx), input);
}

export function requireProvider(ctx: AppContext): PaymentProvider {
  if (!ctx.payments) throw new AppError('UNAVAILABLE', 'Online payment is not set up on this server yet. Please contact support to buy a plan.');
  return ctx.payments;
}

/**
 * POST /api/v4/payments/checkout: the account holder (with the token from sign-up) starts a
 * checkout. The cart is priced here, stored with the session, and that stored price is what a
 * completed payment activates: a catalogue change later does not change a started checkout.
 */
export async function startCheckout(ctx: AppContext, auth: AuthContext, input: TCheckout): Promise<TCheckoutResponse> {
  requireAccountHolder(auth);
  const provider = requireProvider(ctx);
  const catalogue = await currentCatalogue(ctx);
  const estimate = priceCart(catalogue, input);
  const found = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!found) throw unauthorized('tokenInvalid: this account no longer exists.');
  const company = await withTenant(ctx.db, auth.companyId, (tx) => findCompany(tx, auth.companyId));
  if (!company) throw unauthorized('tokenInvalid: this company no longer exists.');
  if (provider.name === 'stripe' && company.stripeSubscriptionId && company.paymentStatus === 'paid') {
    // A second checkout would start a second subscription beside the first.
    throw new AppError('CONFLICT', 'This account already pays for a plan. Change it on the Account page instead.');
  }
  const sessionId = randomUUID();
  const created = await provider.createCheckout({ sessionId, company, customerEmail: found.user.email, items: billedItems(estimate, catalogue) });
  await withTenant(ctx.db, auth.companyId, async (tx) => {
    await insertCheckoutSession(tx, {
      id: sessionId,
      companyId: auth.companyId,
      createdBy: auth.userId,
      provider: provider.name,
      providerSessionId: created.providerSessionId,
      cart: input,
      estimate,
    });
    // Kept at once, so the next checkout, the portal and the webhooks find the same customer.
    if (created.customerId && created.customerId !== company.stripeCustomerId) {
      await updateCompanyPlan(tx, auth.companyId, { stripeCustomerId: created.customerId });
    }
  });
  return { url: created.url };
}

/** GET /api/v4/payments/current: the account holder's plan, payment status, seats and features. */
export async function getCurrentPlan(ctx: AppContext, auth: AuthContext): Promise<TCurrentPlan> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await findCompany(tx, auth.companyId);
    if (!company) throw unauthorized('tokenInvalid: this company no longer exists.');
    return presentCurrentPlan(company, await countSeatsUsed(tx, auth.companyId), ctx.payments);
  });
}
