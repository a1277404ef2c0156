import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_BUNDLE, ZCurrentPlanSchema, ZPlansSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer } from '../../../test/factories.js';
import { signUp } from '../../../test/signup.js';
import type { StripeApiStub } from '../../../test/stripe-api.js';
import { pricesForCatalogue, signedDelivery, stripeEvent, stripeSettings, StripeApiStub as Stub } from '../../../test/stripe-api.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL, testConfig } from '../../../test/test-app.js';
import { checkoutSessions, companies, paymentEvents } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { PLAN_CATALOGUE } from './catalogue.js';

/* Payments through Stripe: checkout, the signed webhook, events once and in any order. */

let stub: StripeApiStub;
let t: TestApp;
beforeAll(async () => {
  // Stripe's prices differ from the built-in ones, so a test can tell which were used.
  stub = await Stub.start(pricesForCatalogue(PLAN_CATALOGUE, { plan_medium: 10_900, account_sah_additional: 1_700 }));
  t = await createTestApp(stripeSettings(stub));
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

const CART = {
  level: 'medium',
  bundles: [BASE_BUNDLE, 'feature_audits'],
  features: ['feature_audit_sharing'],
  pahCount: 0,
  sahCount: 2,
  nahCount: 0,
  additionalPermanentAuditLinks: 0,
  additionalTemporaryAuditLinks: 0,
  assistedSetup: true,
  onsiteTrainingHours: 0,
  couponId: '',
  country: 'AU',
};

const checkout = (token: string, body: unknown = CART) =>
  t.app.inject({ method: 'POST', url: '/api/v4/payments/checkout', payload: body as object, headers: bearer(token) });
const current = (token: string) => t.app.inject({ method: 'GET', url: '/api/v4/payments/current', headers: bearer(token) });
const deliver = (delivery: { payload: string; signature?: string }, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/v4/payments/webhook/stripe',
    payload: delivery.payload,
    headers: { 'content-type': 'application/json', ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }) },
  });
const send = (type: string, object: Record<string, unknown>, id?: string) => deliver(signedDelivery(stripeEvent(type, object, id)));

const companyOf = async (id: string) => (await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id))))[0];
const sessionsOf = (companyId: string) => withSystem(t.db, (tx) => tx.select().from(checkoutSessions).where(eq(checkoutSessions.companyId, companyId)));
const eventCount = async () => (await withSystem(t.db, (tx) => tx.select({ value: count() }).from(paymentEvents)))[0]?.value ?? 0;
const eventRow = async (id: string) => (await withSystem(t.db, (tx) => tx.select().from(paymentEvents).where(eq(paymentEvents.id, id))))[0];

/** Signs up and starts a Stripe checkout: our session, Stripe's session id, the company. */
async function startStripeCheckout(body: unknown = CART) {
  const auth = await signUp(t.app);
  const response = await checkout(auth.token, body);
  expect(response.statusCode, response.body).toBe(200);
  const stripeSessionId = new URL(response.json().url).pathname.split('/').pop() ?? '';
  const companyId = auth.companyId ?? '';
  const [session] = await sessionsOf(companyId);
  if (!session) throw new Error('no checkout session');
  return { auth, companyId, session, stripeSessionId };
}

/** Stripe takes the money and tells us: checkout.session.completed for the subscription it made. */
async function payAtStripe(stripeSessionId: string) {
  const { session, subscription } = stub.completeCheckout(stripeSessionId);
  const response = await send('checkout.session.completed', session);
  expect(response.statusCode, response.body).toBe(200);
  return { subscription, outcome: response.json().outcome as string };
}

describe('plans and estimate with Stripe', () => {
  it("prices the catalogue with Stripe's unit amounts", async () => {
    const plans = ZPlansSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v4/payments/plans' })).json());
    expect(plans.tiers.find((tier) => tier.key === 'medium')?.monthlyPriceCents).toBe(10_900);
    expect(plans.extras.find((extra) => extra.key === 'sah')?.priceCents).toBe(1_700);
    const estimate = await t.app.inject({ method: 'POST', url: '/api/v4/payments/estimate', payload: CART });
    // 10900 medium + 0 base + 2900 audits + 1500 audit sharing + 2 × 1700 SAH + 49900 setup
    expect(estimate.json()).toMatchObject({ monthlyTotalCents: 18_700, oneOffTotalCents: 49_900, dueTodayCents: 68_600 });
  });

  it('answers 503 and names the missing lookup key in the log when Stripe lacks a price', async () => {
    const partial = await Stub.start(pricesForCatalogue(PLAN_CATALOGUE).filter((price) => price.lookup_key !== 'extra_training'));
    try {
      const { app } = await t.sibling(stripeSettings(partial));
      const auth = await signUp(app);
      const response = await app.inject({ method: 'POST', url: '/api/v4/payments/checkout', headers: bearer(auth.token), payload: CART });
      expect(expectError(response, 503).message).toMatch(/a price is missing/);
      expect(await sessionsOf(auth.companyId ?? '')).toEqual([]);
      expect(partial.requestsTo('POST', '/v1/checkout/sessions')).toEqual([]);
      expectError(await app.inject({ method: 'GET', url: '/api/v4/payments/plans' }), 503);
    } finally {
      await partial.close();
    }
  });

  it('refuses to start with a secret key but no webhook secret', () => {
    expect(() => testConfig('/tmp/hivis-config-check', { STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(testConfig('/tmp/hivis-config-check', { STRIPE_SECRET_KEY: '' }).stripe).toBeNull();
  });
});

describe('checkout through Stripe', () => {
  it('creates a customer and a subscription Checkout Session, each with an idempotency key', async () => {
    const { companyId, session, stripeSessionId } = await startStripeCheckout();
    expect(session).toMatchObject({ provider: 'stripe', providerSessionId: stripeSessionId, status: 'open', dueTodayCents: 68_600 });

    const [customerCall] = stub.requestsTo('POST', '/v1/customers').filter((call) => call.idempotencyKey === `hivis-customer-${companyId}`);
    expect(customerCall?.params).toMatchObject({ metadata: { hivisCompanyId: companyId } });
    const [sessionCall] = stub.requestsTo('POST', '/v1/checkout/sessions').filter((call) => call.idempotencyKey === `hivis-checkout-${session.id}`);
    expect(sessionCall?.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: session.id,
      success_url: `${TEST_PUBLIC_URL}/purchase-complete`,
      cancel_url: `${TEST_PUBLIC_URL}/purchase-cancel`,
      metadata: { hivisSessionId: session.id },
    });
    const lines = Object.values(sessionCall?.params.line_items as Record<string, { price: string; quantity: string }>);
    expect(lines).toEqual([
      { price: 'price_plan_medium', quantity: '1' },
      { price: 'price_feature_audits', quantity: '1' },
      { price: 'price_feature_audit_sharing', quantity: '1' },
      { price: 'price_account_sah_additional', quantity: '2' },
      { price: 'price_extra_setup', quantity: '1' },
    ]);
    const company = await companyOf(companyId);
    expect(company?.stripeCustomerId).toMatch(/^cus_/);
    expect(company?.paymentStatus).toBe('unpaid');
  });

  it('activates the plan when the signed completion arrives: paid, features, seats, subscription', async () => {
    const { auth, companyId, stripeSessionId } = await startStripeCheckout();
    const { subscription, outcome } = await payAtStripe(stripeSessionId);
    expect(outcome).toBe('applied');
    const company = await companyOf(companyId);
    expect(company).toMatchObject({ paymentStatus: 'paid', planLevel: 'medium', seatsSah: 5, stripeSubscriptionId: subscription.id });
    expect(company?.enabledFeatures).toEqual(expect.arrayContaining(['swms', 'audits', 'audits.sharing']));
    const plan = ZCurrentPlanSchema.parse((await current(auth.token)).json());
    expect(plan).toMatchObject({ level: 'medium', paymentStatus: 'paid', provider: 'stripe', portalAvailable: true, seats: { sah: { bought: 5, used: 0 } } });
  });

  it('answers a bad cart with field errors before calling Stripe', async () => {
    const auth = await signUp(t.app);
    const calls = stub.requests.length;
    const response = await checkout(auth.token, { ...CART, level: 'mega', bundles: ['feature_audit_sharing'] });
    expectFieldErrors(response, { level: "There is no plan called 'mega'.", 'bundles.0': /feature add-on/ });
    expect(stub.requests.slice(calls).filter((call) => call.method === 'POST')).toEqual([]);
    expect(await sessionsOf(auth.companyId ?? '')).toEqual([]);
  });

  it('reuses the customer for a second checkout and refuses one while a subscription is paid', async () => {
    const { auth, companyId, stripeSessionId } = await startStripeCheckout();
    const customersBefore = stub.requestsTo('POST', '/v1/customers').length;
    const again = await checkout(auth.token, { ...CART, level: 'small' });
    expect(again.statusCode, again.body).toBe(200);
    expect(stub.requestsTo('POST', '/v1/customers')).toHaveLength(customersBefore);
    const customer = (await companyOf(companyId))?.stripeCustomerId;
    expect(stub.requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params.customer).toBe(customer);

    await payAtStripe(stripeSessionId);
    expect(expectError(await checkout(auth.token), 409).message).toMatch(/already pays for a plan/);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a missing, wrong or stale signature and a tampered body with 400, recording nothing', async () => {
    const { companyId, stripeSessionId } = await startStripeCheckout();
    const { session } = stub.completeCheckout(stripeSessionId);
    const event = stripeEvent('checkout.session.completed', session);
    const good = signedDelivery(event);
    const before = await eventCount();

    expect(expectError(await deliver({ payload: good.payload }), 400).message).toMatch(/Stripe-Signature header is missing/);
    expect(expectError(await deliver(signedDelivery(event, 'whsec_someone_else')), 400).message).toMatch(/does not match/);
    const tampered = good.payload.replace('"payment_status":"paid"', '"payment_status":"paid","amount_total":1');
    expect(expectError(await deliver({ payload: tampered, signature: good.signature }), 400).message).toMatch(/does not match/);
    // Signed an hour ago: outside Stripe's tolerance, as a replayed capture would be.
    const old = signedDelivery(good.payload, undefined, Math.floor(Date.now() / 1000) - 3600);
    expectError(await deliver(old), 400);

    expect(await eventCount()).toBe(before);
    expect((await companyOf(companyId))?.paymentStatus).toBe('unpaid');
    expect((await deliver(good)).json()).toEqual({ received: true, outcome: 'applied' });
  });

  it('applies a replayed event once', async () => {
    const { companyId, stripeSessionId } = await startStripeCheckout();
    const { session } = stub.completeCheckout(stripeSessionId);
    const delivery = signedDelivery(stripeEvent('checkout.session.completed', session));
    expect((await deliver(delivery)).json().outcome).toBe('applied');
    const paidAt = (await companyOf(companyId))?.paidAt;
    const again = await deliver(delivery);
    expect(again.statusCode).toBe(200);
    expect(again.json().outcome).toBe('duplicate');
    expect((await companyOf(companyId))?.paidAt).toEqual(paidAt);
  });

  it('applies one of two simultaneous deliveries of an event', async () => {
    const { companyId, stripeSessionId } = await startStripeCheckout();
    const { session } = stub.completeCheckout(stripeSessionId);
    const delivery = signedDelivery(stripeEvent('checkout.session.completed', session));
    const outcomes = (await Promise.all([deliver(delivery), deliver(delivery)])).map((response) => response.json().outcome as string);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect((await companyOf(companyId))?.paymentStatus).toBe('paid');
  });

  it('answers a signed but malformed event with 400 and records nothing', async () => {
    const before = await eventCount();
    const notJson = signedDelivery('{"id": "evt_1", "type": ');
    expect(expectError(await deliver(notJson), 400).message).toMatch(/not JSON/);
    expect(expectError(await deliver(signedDelivery({ object: 'event', type: 'invoice.paid' })), 400).message).toMatch(/no id, type or data/);
    const noId = await send('checkout.session.completed', { object: 'checkout.session', client_reference_id: randomUUID() });
    expect(expectError(noId, 400).message).toMatch(/checkout\.session\.completed event's object .* id/);
    expectError(await send('customer.subscription.updated', { id: 'sub_x', object: 'subscription' }), 400);
    expectError(await deliver({ payload: '', signature: 't=1,v1=abc' }), 400);
    expect(await eventCount()).toBe(before);
  });

  it('records an event type it does not use as ignored (200)', async () => {
    const id = `evt_ignored_${Date.now()}`;
    const response = await send('customer.created', { id: 'cus_someone', object: 'customer' }, id);
    expect(response.json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await eventRow(id)).toMatchObject({ type: 'customer.created', outcome: 'ignored' });
    // A checkout session that is not one of ours is ignored too.
    expect((await send('checkout.session.completed', { id: 'cs_other', object: 'checkout.session', payment_status: 'paid' })).json().outcome).toBe('ignored');
  });

  it('keeps a completion whether it arrives before or after the expiry', async () => {
    const first = await startStripeCheckout();
    const paid = stub.completeCheckout(first.stripeSessionId);
    expect((await send('checkout.session.expired', { ...paid.session, status: 'expired' })).json().outcome).toBe('applied');
    expect((await send('checkout.session.completed', paid.session)).json().outcome).toBe('applied');
    expect((await companyOf(first.companyId))?.paymentStatus).toBe('paid');

    const second = await startStripeCheckout();
    await payAtStripe(second.stripeSessionId);
    const late = await send('checkout.session.expired', { id: second.stripeSessionId, object: 'checkout.session', client_reference_id: second.session.id });
    expect(late.json().outcome).toBe('already_completed');
    expect((await companyOf(second.companyId))?.paymentStatus).toBe('paid');
  });

  it('waits for a payment that settles later (direct debit) and cancels on its failure', async () => {
    const { companyId, session, stripeSessionId } = await startStripeCheckout();
    const pending = { id: stripeSessionId, object: 'checkout.session', client_reference_id: session.id, payment_status: 'unpaid' };
    expect((await send('checkout.session.completed', pending)).json().outcome).toBe('awaiting_payment');
    expect((await companyOf(companyId))?.paymentStatus).toBe('unpaid');
    expect((await send('checkout.session.async_payment_failed', pending)).json().outcome).toBe('applied');
    expect((await sessionsOf(companyId))[0]?.status).toBe('cancelled');
  });
});

describe('subscription events', () => {
  async function paidCompany() {
    const started = await startStripeCheckout();
    const { subscription } = await payAtStripe(started.stripeSessionId);
    return { ...started, subscription };
  }

  it("syncs seats and packs from the subscription's current items, whatever the event carried", async () => {
    const { companyId, subscription } = await paidCompany();
    const stale = structuredClone(subscription);
    const sah = subscription.items.data.find((item) => item.price.lookup_key === 'account_sah_additional');
    if (!sah) throw new Error('no SAH item');
    sah.quantity = 6;
    const reports = stub.prices.get('feature_reports');
    if (!reports) throw new Error('no price');
    subscription.items.data.push({ id: 'si_reports', object: 'subscription_item', price: reports, quantity: 1 });

    expect((await send('customer.subscription.updated', subscription)).json().outcome).toBe('applied');
    const company = await companyOf(companyId);
    expect(company).toMatchObject({ seatsSah: 9, planLevel: 'medium' });
    expect(company?.enabledFeatures).toEqual(expect.arrayContaining(['jsa', 'incident']));

    // An older event delivered late describes the old items; the subscription as it stands wins.
    expect((await send('customer.subscription.updated', stale)).json().outcome).toBe('applied');
    expect((await companyOf(companyId))?.seatsSah).toBe(9);
  });

  it('marks the company unpaid when a renewal fails, and paid again when the invoice is paid', async () => {
    const { companyId, subscription } = await paidCompany();
    const invoice = {
      id: 'in_renewal',
      object: 'invoice',
      customer: subscription.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    subscription.status = 'past_due';
    expect((await send('invoice.payment_failed', invoice)).json().outcome).toBe('applied');
    expect(await companyOf(companyId)).toMatchObject({ paymentStatus: 'unpaid', planLevel: 'medium' });
    subscription.status = 'active';
    expect((await send('invoice.paid', invoice)).json().outcome).toBe('applied');
    expect((await companyOf(companyId))?.paymentStatus).toBe('paid');
    // An invoice outside any subscription changes nothing.
    expect((await send('invoice.paid', { id: 'in_once', object: 'invoice', customer: subscription.customer, parent: null })).json().outcome).toBe('ignored');
  });

  it('closes the account (inactive, unpaid) when the subscription is deleted, even if a stale update follows', async () => {
    const { companyId, subscription } = await paidCompany();
    const stale = structuredClone(subscription);
    subscription.status = 'canceled';
    expect((await send('customer.subscription.deleted', subscription)).json().outcome).toBe('applied');
    expect(await companyOf(companyId)).toMatchObject({ status: 'inactive', paymentStatus: 'unpaid' });
    await send('customer.subscription.updated', stale);
    expect(await companyOf(companyId)).toMatchObject({ status: 'inactive', paymentStatus: 'unpaid' });
  });

  it('reaches the right plan when a subscription update arrives before the checkout completion', async () => {
    const { companyId, stripeSessionId } = await startStripeCheckout();
    const { session, subscription } = stub.completeCheckout(stripeSessionId);
    const sah = subscription.items.data.find((item) => item.price.lookup_key === 'account_sah_additional');
    if (sah) sah.quantity = 4;
    expect((await send('customer.subscription.updated', subscription)).json().outcome).toBe('other_subscription');
    expect((await send('checkout.session.completed', session)).json().outcome).toBe('applied');
    expect(await companyOf(companyId)).toMatchObject({ paymentStatus: 'paid', seatsSah: 7, stripeSubscriptionId: subscription.id });
  });

  it('records events about a customer it does not know and changes nothing', async () => {
    const response = await send('customer.subscription.updated', { id: 'sub_nobody', object: 'subscription', customer: 'cus_nobody' });
    expect(response.json().outcome).toBe('unknown_customer');
  });
});

describe('the webhook without Stripe', () => {
  it('answers 404 on a test-mode server', async () => {
    const { app } = await t.sibling({ STRIPE_SECRET_KEY: '' });
    const response = await deliver(signedDelivery(stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' })), app);
    expectError(response, 404);
  });

  it('leaves the rest of the API parsing JSON as before', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v4/payments/estimate', payload: CART });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().level).toBe('medium');
  });
});
