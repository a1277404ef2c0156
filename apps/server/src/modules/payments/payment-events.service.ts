import type { Tx } from '../../db/client.js';
import type { CheckoutSessionRow, CompanyRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { SubscriptionState } from '../../platform/payments/provider.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { PLAN_CATALOGUE } from './catalogue.js';
import type { CompanyPlanChange } from './payments.queries.js';
import {
  lockCheckoutSession,
  lockCompany,
  lockCompanyByStripeCustomer,
  recordPaymentEvent,
  setCheckoutSessionStatus,
  setCompanyPlan,
  setPaymentEventOutcome,
  updateCompanyPlan,
} from './payments.queries.js';
import { cartFromSubscription, planChangeFromSubscription } from './subscription-plan.js';

/** The provider's customer and subscription behind a completed checkout (Stripe). */
export type BillingIds = { customerId: string | null; subscriptionId: string | null };

/** What a provider tells us, in our words; its id is the provider's event id. */
export type PaymentEvent =
  | {
      id: string;
      type: 'checkout.completed';
      /** Our checkout session id (a checkout or a plan change). */
      sessionId: string;
      billing?: BillingIds;
    }
  | { id: string; type: 'checkout.cancelled'; sessionId: string }
  /** Something about a subscription changed; what changed is read from the provider, not the event. */
  | { id: string; type: 'subscription.changed'; subscriptionId: string; customerId: string; providerType: string }
  /** Recorded so a redelivery is recognised, and otherwise left alone. */
  | { id: string; type: 'ignored'; providerType: string; reason: 'ignored' | 'awaiting_payment'; sessionId?: string | null };

export type PaymentEventOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored'
  /** A checkout paid by a method that settles later (e.g. direct debit): its own event will follow. */
  | 'awaiting_payment'
  | 'unknown_session'
  | 'already_completed'
  | 'already_cancelled'
  /** Paid, but a checkout started later already set the plan, so that plan stays. */
  | 'superseded'
  | 'unknown_customer'
  /** About a subscription the company does not hold (an older one, or one not yet linked). */
  | 'other_subscription'
  | 'unknown_subscription';

/**
 * The one way a payment changes an account, whichever provider reports it. Each event applies
 * once, by its id; events may arrive in any order and any number of times: a completion wins over
 * a cancellation whenever either arrives, an older checkout paid late does not replace the plan of
 * a newer one, and subscription events apply the subscription as it stands when applied.
 */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const outcome = await withSystem(ctx.db, (tx) => {
    if (event.type === 'subscription.changed') return applySubscriptionEvent(ctx, tx, event);
    if (event.type === 'ignored') return applyIgnoredEvent(tx, event);
    return applyCheckoutEvent(ctx, tx, event);
  });
  ctx.log.info({ event: event.id, type: event.type, outcome }, 'payment event');
  return outcome;
}

type CheckoutEvent = Extract<PaymentEvent, { type: 'checkout.completed' | 'checkout.cancelled' }>;

async function applyCheckoutEvent(ctx: AppContext, tx: Tx, event: CheckoutEvent): Promise<PaymentEventOutcome> {
  // Locking the session first makes concurrent deliveries of one checkout's events take turns.
  const session = await lockCheckoutSession(tx, event.sessionId);
  // Recorded before anything changes: a redelivered id stops here and changes nothing.
  const fresh = await recordPaymentEvent(tx, { id: event.id, type: event.type, sessionId: session?.id ?? null, outcome: 'received' });
  if (!fresh) return 'duplicate';
  const decided = session ? await decide(ctx, tx, event, session) : 'unknown_session';
  await setPaymentEventOutcome(tx, event.id, decided);
  return decided;
}

async function decide(ctx: AppContext, tx: Tx, event: CheckoutEvent, session: CheckoutSessionRow): Promise<PaymentEventOutcome> {
  if (event.type === 'checkout.cancelled') {
    if (session.status === 'completed') return 'already_completed';
    if (session.status === 'cancelled') return 'already_cancelled';
    await setCheckoutSessionStatus(tx, session.id, 'cancelled');
    return 'applied';
  }
  if (session.status === 'completed') return 'already_completed';
  // Money was taken, so a completion counts even after a cancellation arrived first.
  await setCheckoutSessionStatus(tx, session.id, 'completed');
  const company = await lockCompany(tx, session.companyId);
  if (!company) return 'unknown_session';
  if (company.planCheckoutStartedAt && company.planCheckoutStartedAt > session.createdAt) return 'superseded';
  const billing: CompanyPlanChange = {};
  if (event.billing?.customerId) billing.stripeCustomerId = event.billing.customerId;
  if (event.billing?.subscriptionId) billing.stripeSubscriptionId = event.billing.subscriptionId;
  await setCompanyPlan(tx, company.id, session, { ...billing, ...reopened(company) });
  // A subscription event may have come (and been set aside) before this completion linked the
  // subscription: apply the subscription as it stands now, so the final state does not depend on order.
  const subscriptionId = event.billing?.subscriptionId;
  const state = subscriptionId && ctx.payments ? await ctx.payments.readSubscription(subscriptionId) : null;
  if (state) {
    warnAboutUnknownItems(ctx, state);
    const refreshed = await lockCompany(tx, company.id);
    if (refreshed) await updateCompanyPlan(tx, company.id, planChangeFromSubscription(PLAN_CATALOGUE, refreshed, state));
  }
  return 'applied';
}

/** An inactive company that pays again is open again, unless its owner closed it. */
function reopened(company: CompanyRow): CompanyPlanChange {
  if (company.status !== 'inactive' || company.deletionRequestedAt) return {};
  return { status: company.detailsCompletedAt ? 'active' : 'pending_company' };
}

type SubscriptionEvent = Extract<PaymentEvent, { type: 'subscription.changed' }>;

async function applySubscriptionEvent(ctx: AppContext, tx: Tx, event: SubscriptionEvent): Promise<PaymentEventOutcome> {
  // The company row is the lock: events about one company's subscription take turns, and each
  // reads the subscription after the one before it wrote, so the last one applied is the newest.
  const company = await lockCompanyByStripeCustomer(tx, event.customerId);
  const fresh = await recordPaymentEvent(tx, { id: event.id, type: event.providerType, sessionId: null, outcome: 'received' });
  if (!fresh) return 'duplicate';
  const decided = await decideSubscription(ctx, tx, event, company);
  await setPaymentEventOutcome(tx, event.id, decided);
  return decided;
}

async function decideSubscription(ctx: AppContext, tx: Tx, event: SubscriptionEvent, company: CompanyRow | null): Promise<PaymentEventOutcome> {
  if (!company) return 'unknown_customer';
  // Until checkout.session.completed links it, the subscription is not the company's plan; the
  // completion reads the subscription's state itself, so nothing set aside here is lost.
  if (company.stripeSubscriptionId !== event.subscriptionId) return 'other_subscription';
  const state = ctx.payments ? await ctx.payments.readSubscription(event.subscriptionId) : null;
  if (!state) return 'unknown_subscription';
  warnAboutUnknownItems(ctx, state);
  await updateCompanyPlan(tx, company.id, planChangeFromSubscription(PLAN_CATALOGUE, company, state));
  return 'applied';
}

/** Items HiVis cannot read (a price without one of our lookup keys) change nothing: say so. */
function warnAboutUnknownItems(ctx: AppContext, state: SubscriptionState): void {
  const derived = cartFromSubscription(PLAN_CATALOGUE, state.items);
  if (!derived) ctx.log.warn({ subscription: state.id }, 'subscription has no HiVis plan item: plan left as it was (docs/payments.md)');
  else if (derived.unknownKeys.length > 0)
    ctx.log.warn({ subscription: state.id, lookupKeys: derived.unknownKeys }, 'subscription items without a HiVis lookup key were left out');
}

async function applyIgnoredEvent(tx: Tx, event: Extract<PaymentEvent, { type: 'ignored' }>): Promise<PaymentEventOutcome> {
  const sessionId = event.sessionId ? ((await lockCheckoutSession(tx, event.sessionId))?.id ?? null) : null;
  const fresh = await recordPaymentEvent(tx, { id: event.id, type: event.providerType, sessionId, outcome: event.reason });
  return fresh ? event.reason : 'duplicate';
}
