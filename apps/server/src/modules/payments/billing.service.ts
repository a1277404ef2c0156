import { randomUUID } from 'node:crypto';
import type { TCheckout, TCurrentPlan, TEstimate, TPageQuery, TPaymentHistoryPage, TPortalResponse } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import type { FieldErrors } from '../../platform/errors.js';
import { readAsSystem } from '../../platform/tenancy/tenant.js';
import { applyPaymentEvent } from './payment-events.service.js';
import { PLAN_CHANGE_PREFIX, presentHistoryItem, seatsUsed } from './payments.presenter.js';
import { countSeatsUsed, findCompany, insertCheckoutSession, listCheckoutSessions } from './payments.queries.js';
import { getCurrentPlan, priceCart, requireProvider } from './payments.service.js';
import { billedItems, currentCatalogue } from './priced-catalogue.js';

/*
 * The account page's billing calls: the provider's portal, plan changes and the payment history.
 * The provider is called between short transactions, never inside one.
 */

/** POST /api/v4/payments/portal: Stripe's customer portal (cards, invoices); test mode: the account page. */
export async function openBillingPortal(ctx: AppContext, auth: AuthContext): Promise<TPortalResponse> {
  const company = await withAccess(ctx, auth, 'payments.manage', async ({ tx, company: { id } }) => found(await findCompany(tx, id), 'Company'));
  const provider = requireProvider(ctx);
  return { url: await provider.openPortal(company) };
}

const SEAT_FIELDS = [
  { kind: 'pah', field: 'pahCount', label: 'PAH' },
  { kind: 'sah', field: 'sahCount', label: 'SAH' },
  { kind: 'nah', field: 'nahCount', label: 'NAH' },
] as const;

/** Seats cannot drop below the people holding them: they would be locked out by a billing change. */
function seatShortfalls(estimate: TEstimate, usedByRole: Record<string, number>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { kind, field, label } of SEAT_FIELDS) {
    const used = seatsUsed(usedByRole, kind);
    const wanted = estimate.seats[kind];
    if (used > wanted) {
      errors[field] = `You have ${used} ${label} users; deactivate some on User Account Management before reducing ${label} seats to ${wanted}.`;
    }
  }
  return errors;
}

/**
 * POST /api/v4/payments/update: a paying company changes its plan (tier, packs, seats, links;
 * one-off items are charged with it). The provider accepts and charges the change first (Stripe
 * prorates and invoices now; a declined card changes nothing), then the change is recorded and
 * applied through the same payment-event path as a checkout, so the plan changes one way only.
 */
export async function changePlan(ctx: AppContext, auth: AuthContext, input: TCheckout): Promise<TCurrentPlan> {
  const { company, usedByRole, holder } = await withAccess(ctx, auth, 'payments.manage', async ({ tx, auth: holder, company: { id } }) => ({
    company: found(await findCompany(tx, id), 'Company'),
    usedByRole: await countSeatsUsed(tx, id),
    holder,
  }));
  const provider = requireProvider(ctx);
  const catalogue = await currentCatalogue(ctx);
  const estimate = priceCart(catalogue, input);
  if (company.paymentStatus !== 'paid') {
    throw new AppError('CONFLICT', 'This account has no paid plan to change. Please buy a plan first, or pay the overdue invoice in the billing portal.');
  }
  const shortfalls = seatShortfalls(estimate, usedByRole);
  if (Object.keys(shortfalls).length > 0) throw invalidFields(shortfalls);

  const changeId = randomUUID();
  await provider.updatePlan({ changeId, company, items: billedItems(estimate, catalogue) });
  await withAccess(ctx, auth, 'payments.manage', ({ tx }) =>
    insertCheckoutSession(tx, {
      id: changeId,
      companyId: holder.companyId,
      createdBy: holder.userId,
      provider: provider.name,
      providerSessionId: `${PLAN_CHANGE_PREFIX}${company.stripeSubscriptionId ?? changeId}`,
      cart: input,
      estimate,
    }),
  );
  const billing = { customerId: company.stripeCustomerId, subscriptionId: company.stripeSubscriptionId };
  await applyPaymentEvent(ctx, { id: `${provider.name}_plan_change_${changeId}`, type: 'checkout.completed', sessionId: changeId, billing });
  return getCurrentPlan(ctx, auth);
}

/** GET /api/v4/payments/history: the company's checkouts and plan changes, newest first. */
export async function listPaymentHistory(ctx: AppContext, auth: AuthContext, query: TPageQuery): Promise<TPaymentHistoryPage> {
  const { rows, total } = await withAccess(ctx, auth, 'payments.read', ({ tx, company: { id } }) =>
    listCheckoutSessions(tx, id, { offset: (query.page - 1) * query.take, limit: query.take }),
  );
  return { items: rows.map(presentHistoryItem), total, page: query.page, take: query.take };
}

/**
 * Stops the company's billing at the provider (an owner closed the account). Stripe: the
 * subscription is cancelled now, without a refund; test mode: nothing to do. Safe to repeat.
 * The provider's `ctx.payments.cancelSubscription(company)` does the same for a company row at hand.
 */
export async function cancelCompanySubscription(ctx: AppContext, companyId: string): Promise<void> {
  if (!ctx.payments) return;
  const company = await readAsSystem(ctx.db, (db) => findCompany(db, companyId));
  if (company) await ctx.payments.cancelSubscription(company);
}
