import type { Tx } from '../../db/client.js';
import type { CheckoutSessionRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import {
  lockCheckoutSession,
  lockCompany,
  recordPaymentEvent,
  setCheckoutSessionStatus,
  setCompanyPlan,
  setPaymentEventOutcome,
} from './payments.queries.js';

/** What a provider tells us about a checkout, in our words; its id is the provider's event id. */
export type PaymentEvent = {
  id: string;
  type: 'checkout.completed' | 'checkout.cancelled';
  /** Our checkout session id. */
  sessionId: string;
};

export type PaymentEventOutcome =
  | 'applied'
  | 'duplicate'
  | 'unknown_session'
  | 'already_completed'
  | 'already_cancelled'
  /** Paid, but a checkout started later already set the plan, so that plan stays. */
  | 'superseded';

/**
 * The one way a payment changes an account, whichever provider reports it (the test-mode page
 * today). Each event applies once, by its id; events may arrive in any order and any number of
 * times: a completion wins over a cancellation whenever either arrives, and an older checkout
 * paid late does not replace the plan of a newer one.
 */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentEvent): Promise<PaymentEventOutcome> {
  const outcome = await withSystem(ctx.db, async (tx) => {
    // Locking the session first makes concurrent deliveries of one checkout's events take turns.
    const session = await lockCheckoutSession(tx, event.sessionId);
    // Recorded before anything changes: a redelivered id stops here and changes nothing.
    const fresh = await recordPaymentEvent(tx, { id: event.id, type: event.type, sessionId: session?.id ?? null, outcome: 'received' });
    if (!fresh) return 'duplicate';
    const decided = session ? await decide(tx, event, session) : 'unknown_session';
    await setPaymentEventOutcome(tx, event.id, decided);
    return decided;
  });
  ctx.log.info({ event: event.id, type: event.type, session: event.sessionId, outcome }, 'payment event');
  return outcome;
}

async function decide(tx: Tx, event: PaymentEvent, session: CheckoutSessionRow): Promise<PaymentEventOutcome> {
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
  await setCompanyPlan(tx, company.id, session);
  return 'applied';
}
