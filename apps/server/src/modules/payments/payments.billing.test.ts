import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_BUNDLE, ZCurrentPlanSchema, ZPaymentHistoryPageSchema } from '@hivis/contracts';
import type { TAuthUser } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildUser, loginAs } from '../../../test/factories.js';
import { signUp } from '../../../test/signup.js';
import { pricesForCatalogue, signedDelivery, stripeEvent, stripeSettings, StripeApiStub } from '../../../test/stripe-api.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { checkoutSessions, companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { cancelCompanySubscription } from './billing.service.js';
import { PLAN_CATALOGUE } from './catalogue.js';

/* The account page's billing calls (portal, plan change, history) in test mode and with Stripe. */

const CART = {
  level: 'medium',
  bundles: [BASE_BUNDLE],
  features: [],
  pahCount: 0,
  sahCount: 1,
  nahCount: 0,
  additionalPermanentAuditLinks: 0,
  additionalTemporaryAuditLinks: 0,
  assistedSetup: false,
  onsiteTrainingHours: 0,
  couponId: '',
  country: 'AU',
};
const BIGGER = { ...CART, level: 'business_pack', bundles: [BASE_BUNDLE, 'feature_reports'], sahCount: 3, onsiteTrainingHours: 2 };

type Harness = { t: TestApp };
const post = (h: Harness, url: string, token: string | null, payload?: object) =>
  h.t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const get = (h: Harness, url: string, token: string | null) => h.t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const companyOf = async (h: Harness, id: string) => (await withSystem(h.t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id))))[0];
const sessionsOf = (h: Harness, id: string) => withSystem(h.t.db, (tx) => tx.select().from(checkoutSessions).where(eq(checkoutSessions.companyId, id)));

async function staffToken(h: Harness, companyId: string, role = 'SAH') {
  const company = await companyOf(h, companyId);
  if (!company) throw new Error('no company');
  const staff = await buildUser(h.t.db, { company, roles: [role] });
  return (await loginAs(h.t.ctx, staff)).token;
}

describe('in test mode', () => {
  const h = {} as Harness;
  beforeAll(async () => {
    h.t = await createTestApp();
  });
  afterAll(() => h.t?.close());

  /** A company that bought CART through the test checkout page. */
  async function paidCompany(): Promise<TAuthUser & { companyId: string }> {
    const auth = await signUp(h.t.app);
    const started = await post(h, '/api/v4/payments/checkout', auth.token, CART);
    const sessionId = new URL(started.json().url).pathname.split('/').pop() ?? '';
    expect((await post(h, `/api/v4/payments/test-checkout/${sessionId}/pay`, null)).statusCode).toBe(200);
    return { ...auth, companyId: auth.companyId ?? '' };
  }

  it('POST /portal answers the account page, for the account holder only', async () => {
    const auth = await paidCompany();
    const response = await post(h, '/api/v4/payments/portal', auth.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: `${TEST_PUBLIC_URL}/user/account#billing` });
    expectError(await post(h, '/api/v4/payments/portal', null), 401);
    expectError(await post(h, '/api/v4/payments/portal', await staffToken(h, auth.companyId)), 403);
    const plan = ZCurrentPlanSchema.parse((await get(h, '/api/v4/payments/current', auth.token)).json());
    expect(plan).toMatchObject({ provider: 'test', portalAvailable: false });
  });

  it('POST /update changes the plan through the payment-event path and answers the new plan', async () => {
    const auth = await paidCompany();
    const response = await post(h, '/api/v4/payments/update', auth.token, BIGGER);
    expect(response.statusCode, response.body).toBe(200);
    const plan = ZCurrentPlanSchema.parse(response.json());
    expect(plan).toMatchObject({ level: 'business_pack', paymentStatus: 'paid', seats: { sah: { bought: 13 } } });
    expect(plan.features.map((feature) => feature.key)).toEqual(expect.arrayContaining(['jsa', 'audits', 'variations']));
    const sessions = await sessionsOf(h, auth.companyId);
    expect(sessions.map((session) => session.status).sort()).toEqual(['completed', 'completed']);
  });

  it('POST /update refuses bad carts (400 with field errors) and changes nothing', async () => {
    const auth = await paidCompany();
    expectFieldErrors(await post(h, '/api/v4/payments/update', auth.token, { ...CART, level: 'mega', features: ['nope'] }), {
      level: "There is no plan called 'mega'.",
      'features.0': "There is no feature pack called 'nope'.",
    });
    expectFieldErrors(await post(h, '/api/v4/payments/update', auth.token, { ...CART, sahCount: -1 }), { sahCount: /cannot be negative/ });
    expectFieldErrors(await post(h, '/api/v4/payments/update', auth.token, { ...CART, level: 12 }), { level: true });
    expect(await sessionsOf(h, auth.companyId)).toHaveLength(1);
    expect((await companyOf(h, auth.companyId))?.planLevel).toBe('medium');
  });

  it('POST /update will not cut seats below the people using them', async () => {
    const auth = await paidCompany();
    for (let index = 0; index < 3; index += 1) await staffToken(h, auth.companyId, 'SAH');
    const response = await post(h, '/api/v4/payments/update', auth.token, { ...CART, level: 'small', sahCount: 1 });
    expectFieldErrors(response, {
      sahCount: 'You have 3 SAH users; deactivate some on User Account Management before reducing SAH seats to 2.',
    });
    expect((await companyOf(h, auth.companyId))?.planLevel).toBe('medium');
  });

  it('POST /update needs a paid plan (409), a sign-in (401) and the account holder (403)', async () => {
    const unpaid = await signUp(h.t.app);
    expect(expectError(await post(h, '/api/v4/payments/update', unpaid.token, CART), 409).message).toMatch(/no paid plan/);
    expectError(await post(h, '/api/v4/payments/update', null, CART), 401);
    const auth = await paidCompany();
    expectError(await post(h, '/api/v4/payments/update', await staffToken(h, auth.companyId, 'NAH'), CART), 403);
  });

  it('GET /history pages the checkouts and plan changes, newest first, own company only', async () => {
    const auth = await paidCompany();
    await post(h, '/api/v4/payments/update', auth.token, BIGGER);
    const cancelled = await post(h, '/api/v4/payments/checkout', auth.token, { ...CART, level: 'small' });
    await post(h, `/api/v4/payments/test-checkout/${new URL(cancelled.json().url).pathname.split('/').pop()}/cancel`, null);
    // Distinct creation times, whatever the clock's resolution.
    const rows = (await sessionsOf(h, auth.companyId)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await withSystem(h.t.db, async (tx) => {
      for (const [index, row] of rows.entries()) {
        await tx
          .update(checkoutSessions)
          .set({ createdAt: new Date(Date.now() - (rows.length - index) * 60_000) })
          .where(eq(checkoutSessions.id, row.id));
      }
    });

    const first = ZPaymentHistoryPageSchema.parse((await get(h, '/api/v4/payments/history?take=2', auth.token)).json());
    expect(first).toMatchObject({ total: 3, page: 1, take: 2 });
    expect(first.items.map((item) => [item.kind, item.status])).toEqual([
      ['checkout', 'cancelled'],
      ['plan_change', 'completed'],
    ]);
    expect(first.items[1]).toMatchObject({ provider: 'test', description: expect.stringContaining('Business Pack plan') });
    expect(first.items[1]?.description).toContain('Onsite training (per hour) × 2');
    expect(first.items[1]?.dueTodayGstCents).toBe(Math.round((first.items[1]?.dueTodayCents ?? 0) / 11));
    const second = ZPaymentHistoryPageSchema.parse((await get(h, '/api/v4/payments/history?take=2&page=2', auth.token)).json());
    expect(second.items.map((item) => [item.kind, item.status, item.description])).toEqual([
      ['checkout', 'completed', 'Medium plan, Additional supervisor account'],
    ]);
    expect(second.items[0]?.completedOn).not.toBeNull();

    const other = await signUp(h.t.app);
    expect((await get(h, '/api/v4/payments/history', other.token)).json()).toMatchObject({ items: [], total: 0 });
  });

  it('GET /history refuses a bad page (400), no sign-in (401) and staff (403)', async () => {
    const auth = await paidCompany();
    expectFieldErrors(await get(h, '/api/v4/payments/history?take=0', auth.token), { take: true });
    expectFieldErrors(await get(h, '/api/v4/payments/history?page=abc', auth.token), { page: true });
    expectError(await get(h, '/api/v4/payments/history', null), 401);
    expectError(await get(h, '/api/v4/payments/history', await staffToken(h, auth.companyId)), 403);
  });

  it('cancelling the subscription of a test-mode company does nothing', async () => {
    const auth = await paidCompany();
    await expect(cancelCompanySubscription(h.t.ctx, auth.companyId)).resolves.toBeUndefined();
    expect((await companyOf(h, auth.companyId))?.paymentStatus).toBe('paid');
  });
});

describe('with Stripe', () => {
  const h = {} as Harness;
  let stub: StripeApiStub;
  beforeAll(async () => {
    stub = await StripeApiStub.start(pricesForCatalogue(PLAN_CATALOGUE));
    h.t = await createTestApp(stripeSettings(stub));
  });
  afterAll(async () => {
    await h.t?.close();
    await stub?.close();
  });

  const deliver = (type: string, object: Record<string, unknown>) => {
    const { payload, signature } = signedDelivery(stripeEvent(type, object));
    return h.t.app.inject({
      method: 'POST',
      url: '/api/v4/payments/webhook/stripe',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  /** A company that bought CART through Stripe Checkout. */
  async function paidCompany() {
    const auth = await signUp(h.t.app);
    const started = await post(h, '/api/v4/payments/checkout', auth.token, CART);
    const { session, subscription } = stub.completeCheckout(new URL(started.json().url).pathname.split('/').pop() ?? '');
    expect((await deliver('checkout.session.completed', session)).json().outcome).toBe('applied');
    return { auth, companyId: auth.companyId ?? '', subscription };
  }

  it("POST /portal opens Stripe's customer portal for the company's customer", async () => {
    const { auth, companyId } = await paidCompany();
    const response = await post(h, '/api/v4/payments/portal', auth.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const call = stub.requestsTo('POST', '/v1/billing_portal/sessions').at(-1);
    expect(call?.params).toEqual({ customer: (await companyOf(h, companyId))?.stripeCustomerId, return_url: `${TEST_PUBLIC_URL}/user/account#billing` });
    expect(call?.idempotencyKey).toMatch(/^hivis-portal-/);
  });

  it('POST /portal before any purchase answers 409', async () => {
    const auth = await signUp(h.t.app);
    expect(expectError(await post(h, '/api/v4/payments/portal', auth.token), 409).message).toMatch(/buy a plan first/);
  });

  it('POST /update changes the subscription items with proration and an idempotency key', async () => {
    const { auth, companyId, subscription } = await paidCompany();
    const response = await post(h, '/api/v4/payments/update', auth.token, BIGGER);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ level: 'business_pack', seats: { sah: { bought: 13 } }, provider: 'stripe', portalAvailable: true });

    const [change] = await sessionsOf(h, companyId).then((rows) => rows.filter((row) => row.providerSessionId?.startsWith('plan_change:')));
    const call = stub.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).at(-1);
    expect(call?.idempotencyKey).toBe(`hivis-plan-change-${change?.id}`);
    expect(call?.params).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
      add_invoice_items: { 0: { price: 'price_extra_training', quantity: '2' } },
    });
    expect(subscription.items.data.map((item) => [item.price.lookup_key, item.quantity])).toEqual([
      ['account_sah_additional', 3],
      ['plan_business_pack', 1],
      ['feature_reports', 1],
    ]);
    // Stripe's own event about the change agrees with what was applied.
    expect((await deliver('customer.subscription.updated', subscription)).json().outcome).toBe('applied');
    expect(await companyOf(h, companyId)).toMatchObject({ planLevel: 'business_pack', seatsSah: 13, paymentStatus: 'paid' });
  });

  it('POST /update with a declined card answers 400 and changes nothing', async () => {
    const { auth, companyId } = await paidCompany();
    stub.declineNextUpdate = true;
    expect(expectError(await post(h, '/api/v4/payments/update', auth.token, BIGGER), 400).message).toMatch(/declined/);
    expect((await companyOf(h, companyId))?.planLevel).toBe('medium');
    expect(await sessionsOf(h, companyId)).toHaveLength(1);
  });

  it('cancelSubscription cancels the subscription now, once', async () => {
    const { companyId, subscription } = await paidCompany();
    await cancelCompanySubscription(h.t.ctx, companyId);
    expect(subscription.status).toBe('canceled');
    const cancels = stub.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`);
    expect(cancels).toHaveLength(1);
    expect(cancels[0]?.idempotencyKey).toBe(`hivis-cancel-${subscription.id}`);
    expect(cancels[0]?.params).toMatchObject({ prorate: 'false', invoice_now: 'false' });
    await cancelCompanySubscription(h.t.ctx, companyId);
    expect(stub.requestsTo('DELETE', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
  });
});
