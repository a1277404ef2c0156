import { randomUUID } from 'node:crypto';
import type { TCheckout, TCheckoutResponse, TCurrentPlan, TEstimate, TPlans } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { findUserById } from '../auth/index.js';
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
 * The provider is called between two short transactions, never inside one.
 */
export async function startCheckout(ctx: AppContext, auth: AuthContext, input: TCheckout): Promise<TCheckoutResponse> {
  const { company, customerEmail, holder } = await withAccess(ctx, auth, 'payments.manage', async ({ tx, auth: holder }) => {
    const person = await findUserById(tx, holder.userId);
    if (!person) throw unauthorized('tokenInvalid: this account no longer exists.');
    return { company: found(await findCompany(tx, holder.companyId), 'Company'), customerEmail: person.user.email, holder };
  });
  const provider = requireProvider(ctx);
  const catalogue = await currentCatalogue(ctx);
  const estimate = priceCart(catalogue, input);
  if (provider.name === 'stripe' && company.stripeSubscriptionId && company.paymentStatus === 'paid') {
    // A second checkout would start a second subscription beside the first.
    throw new AppError('CONFLICT', 'This account already pays for a plan. Change it on the Account page instead.');
  }
  const sessionId = randomUUID();
  const created = await provider.createCheckout({ sessionId, company, customerEmail, items: billedItems(estimate, catalogue) });
  await withAccess(ctx, auth, 'payments.manage', async ({ tx }) => {
    await insertCheckoutSession(tx, {
      id: sessionId,
      companyId: holder.companyId,
      createdBy: holder.userId,
      provider: provider.name,
      providerSessionId: created.providerSessionId,
      cart: input,
      estimate,
    });
    // Kept at once, so the next checkout, the portal and the webhooks find the same customer.
    if (created.customerId && created.customerId !== company.stripeCustomerId) {
      await updateCompanyPlan(tx, holder.companyId, { stripeCustomerId: created.customerId });
    }
  });
  return { url: created.url };
}

/** GET /api/v4/payments/current: the account holder's plan, payment status, seats and features. */
export async function getCurrentPlan(ctx: AppContext, auth: AuthContext): Promise<TCurrentPlan> {
  return withAccess(ctx, auth, 'payments.read', async ({ tx, company: { id } }) =>
    presentCurrentPlan(found(await findCompany(tx, id), 'Company'), await countSeatsUsed(tx, id), ctx.payments),
  );
}
