import type { TCheckoutResponse, TTestCheckoutSession } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { readAsSystem } from '../../platform/tenancy/tenant.js';
import { applyPaymentEvent } from './payment-events.service.js';
import { presentTestCheckout } from './payments.presenter.js';
import { findCheckoutSession } from './payments.queries.js';

/*
 * The test-mode checkout page's calls. They are public, like a provider's hosted page: the
 * session id (a random UUID) in the URL is what the buyer was sent. Pay and Cancel raise the
 * same payment events a provider's verified webhook would, through applyPaymentEvent.
 */

async function testSession(ctx: AppContext, sessionId: string) {
  const found = await readAsSystem(ctx.db, (db) => findCheckoutSession(db, sessionId, 'test'));
  if (!found) throw notFound('Checkout');
  return found;
}

export async function getTestCheckout(ctx: AppContext, sessionId: string): Promise<TTestCheckoutSession> {
  const found = await testSession(ctx, sessionId);
  return presentTestCheckout(found.session, found.companyName);
}

export async function payTestCheckout(ctx: AppContext, sessionId: string): Promise<TCheckoutResponse> {
  const { session } = await testSession(ctx, sessionId);
  if (session.status === 'cancelled') throw new AppError('CONFLICT', 'This checkout was cancelled. Please start a new one from the pricing page.');
  // One event id per session and outcome: paying twice is one payment.
  await applyPaymentEvent(ctx, { id: `test_${session.id}_completed`, type: 'checkout.completed', sessionId: session.id });
  return { url: `${ctx.config.publicUrl}/purchase-complete` };
}

export async function cancelTestCheckout(ctx: AppContext, sessionId: string): Promise<TCheckoutResponse> {
  const { session } = await testSession(ctx, sessionId);
  if (session.status === 'completed') throw new AppError('CONFLICT', 'This checkout is already paid.');
  await applyPaymentEvent(ctx, { id: `test_${session.id}_cancelled`, type: 'checkout.cancelled', sessionId: session.id });
  return { url: `${ctx.config.publicUrl}/purchase-cancel` };
}
