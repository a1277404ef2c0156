import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_BUNDLE, ZCurrentPlanSchema, ZTestCheckoutSessionSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import { signUp } from '../../../test/signup.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { checkoutSessions, companies, paymentEvents } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../seed/demo.js';
import { applyPaymentEvent } from './payment-events.service.js';

/* Checkout in test mode: start, the test checkout page's calls, payment events, the current plan. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const CART = {
  level: 'medium',
  bundles: [BASE_BUNDLE, 'feature_audits'],
  features: ['feature_audits', 'feature_audit_sharing'],
  pahCount: 1,
  sahCount: 2,
  nahCount: 5,
  additionalPermanentAuditLinks: 1,
  additionalTemporaryAuditLinks: 0,
  assistedSetup: false,
  onsiteTrainingHours: 0,
  couponId: '',
  country: 'AU',
};

const checkout = (token: string | null, body: unknown = CART) =>
  t.app.inject({ method: 'POST', url: '/api/v4/payments/checkout', payload: body as object, headers: token ? bearer(token) : {} });
const testPage = (id: string) => t.app.inject({ method: 'GET', url: `/api/v4/payments/test-checkout/${id}` });
const pay = (id: string) => t.app.inject({ method: 'POST', url: `/api/v4/payments/test-checkout/${id}/pay` });
const cancel = (id: string) => t.app.inject({ method: 'POST', url: `/api/v4/payments/test-checkout/${id}/cancel` });
const current = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/v4/payments/current', headers: token ? bearer(token) : {} });

const companyOf = async (id: string) => (await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id))))[0];
const sessionsOf = (companyId: string) => withSystem(t.db, (tx) => tx.select().from(checkoutSessions).where(eq(checkoutSessions.companyId, companyId)));
const eventCount = async (sessionId: string) =>
  (await withSystem(t.db, (tx) => tx.select({ value: count() }).from(paymentEvents).where(eq(paymentEvents.sessionId, sessionId))))[0]?.value ?? 0;

/** Signs up and starts a checkout; returns the session id from the returned url. */
async function startCheckout(body: unknown = CART) {
  const auth = await signUp(t.app);
  const response = await checkout(auth.token, body);
  expect(response.statusCode, response.body).toBe(200);
  const url = new URL(response.json().url);
  const sessionId = url.pathname.split('/').pop() ?? '';
  return { auth, url, sessionId, companyId: auth.companyId ?? '' };
}

describe('POST /api/v4/payments/checkout', () => {
  it('starts a test-mode checkout for the new account with the priced cart', async () => {
    const { url, sessionId, companyId } = await startCheckout();
    expect(url.origin + url.pathname).toBe(`${TEST_PUBLIC_URL}/checkout/test/${sessionId}`);
    const [session] = await sessionsOf(companyId);
    expect(session).toMatchObject({ id: sessionId, provider: 'test', status: 'open', dueTodayCents: 23_700 }); // 9900 + 0 + 2900 + 1500 + 2900 + 3000 + 2500 + 1000
    expect(session?.estimate.features).toContain('audits.sharing');
    expect(await companyOf(companyId)).toMatchObject({ paymentStatus: 'unpaid', enabledFeatures: [] });
  });

  it('takes no payment on a production server without a provider (503), and starts nothing', async () => {
    const { app } = await t.sibling({ NODE_ENV: 'production' });
    const auth = await signUp(app);
    const response = await app.inject({ method: 'POST', url: '/api/v4/payments/checkout', headers: bearer(auth.token), payload: CART });
    expect(expectError(response, 503).message).toMatch(/not set up on this server/);
    expect(await sessionsOf(auth.companyId ?? '')).toEqual([]);
  });

  it('needs a sign-in (401)', async () => {
    expectError(await checkout(null), 401);
  });

  it('is for the account holder only (403 for staff)', async () => {
    const company = await buildCompany(t.db, { paymentStatus: 'unpaid' });
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    const { token } = await loginAs(t.ctx, staff);
    expectError(await checkout(token), 403);
    expect(await sessionsOf(company.id)).toHaveLength(0);
  });

  it('answers an unknown level or bundle with field errors and starts nothing', async () => {
    const auth = await signUp(t.app);
    expectFieldErrors(await checkout(auth.token, { ...CART, level: 'mega', bundles: ['feature_nope'] }), {
      level: "There is no plan called 'mega'.",
      'bundles.0': "There is no bundle called 'feature_nope'.",
    });
    expectFieldErrors(await checkout(auth.token, { ...CART, pahCount: 'two' }), { pahCount: /whole number/ });
    expect(await sessionsOf(auth.companyId ?? '')).toHaveLength(0);
  });
});

describe('the test checkout page', () => {
  it('shows the order lines with GST and the status, without sign-in', async () => {
    const { sessionId, auth } = await startCheckout();
    const response = await testPage(sessionId);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZTestCheckoutSessionSchema.parse(response.json());
    expect(body).toMatchObject({ id: sessionId, status: 'open', companyName: 'Sam Sparky Electrical' });
    expect(body.estimate.lines.map((line) => line.lookupKey)).toEqual(
      expect.arrayContaining(['plan_medium', BASE_BUNDLE, 'feature_audits', 'feature_audit_sharing', 'account_pah_additional']),
    );
    expect(body.estimate.monthlyGstCents).toBe(Math.round(body.estimate.monthlyTotalCents / 11));
    expect(auth.paymentStatus).toBe('unpaid');
  });

  it('answers 404 for an unknown session and 400 for a malformed id', async () => {
    expectError(await testPage(randomUUID()), 404);
    expectError(await pay(randomUUID()), 404);
    expectError(await cancel(randomUUID()), 404);
    expectFieldErrors(await testPage('not-a-uuid'), { sessionId: true });
    expectFieldErrors(await pay('not-a-uuid'), { sessionId: true });
  });

  it('Pay activates the plan: paid, level, features, seats; paying again changes nothing', async () => {
    const { sessionId, companyId, auth } = await startCheckout();
    const response = await pay(sessionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: `${TEST_PUBLIC_URL}/purchase-complete` });

    const company = await companyOf(companyId);
    expect(company).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending_company',
      planLevel: 'medium',
      planBundles: [BASE_BUNDLE, 'feature_audits', 'feature_audit_sharing'],
      seatsPah: 2,
      seatsSah: 5,
      seatsNah: 15,
      auditLinksPermanent: 2,
      auditLinksTemporary: 2,
    });
    expect(company?.enabledFeatures).toEqual(expect.arrayContaining(['documents', 'swms', 'swms.create', 'audits', 'audits.sharing']));
    expect(company?.enabledFeatures).not.toContain('jsa');
    expect((await testPage(sessionId)).json().status).toBe('completed');

    const paidAt = company?.paidAt;
    const again = await pay(sessionId);
    expect(again.statusCode).toBe(200);
    expect((await companyOf(companyId))?.paidAt).toEqual(paidAt);
    expect(await eventCount(sessionId)).toBe(1);

    // The sign-in answer now carries the features.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: auth.email, password: 'Sign-Up-Passw0rd' },
      remoteAddress: '10.7.0.1',
    });
    expect(login.json()).toMatchObject({ paymentStatus: 'paid' });
    expect(login.json().features.map((feature: { key: string }) => feature.key)).toContain('audits.sharing');

    expectError(await cancel(sessionId), 409);
    expect((await companyOf(companyId))?.paymentStatus).toBe('paid');
  });

  it('Cancel leaves the company unpaid; it can start a new checkout and pay that', async () => {
    const { sessionId, companyId, auth } = await startCheckout();
    const response = await cancel(sessionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: `${TEST_PUBLIC_URL}/purchase-cancel` });
    expect(await companyOf(companyId)).toMatchObject({ paymentStatus: 'unpaid', enabledFeatures: [], planLevel: null });
    expect((await testPage(sessionId)).json().status).toBe('cancelled');
    expectError(await pay(sessionId), 409);

    const retry = await checkout(auth.token, { ...CART, level: 'small', bundles: [], features: [] });
    const retryId = new URL(retry.json().url).pathname.split('/').pop() ?? '';
    expect((await pay(retryId)).statusCode).toBe(200);
    expect(await companyOf(companyId)).toMatchObject({ paymentStatus: 'paid', planLevel: 'small', seatsPah: 2 });
  });
});

describe('applyPaymentEvent', () => {
  it('applies each event id once, however often it is delivered', async () => {
    const { sessionId, companyId } = await startCheckout();
    const event = { id: `evt_${randomUUID()}`, type: 'checkout.completed' as const, sessionId };
    const outcomes = await Promise.all([applyPaymentEvent(t.ctx, event), applyPaymentEvent(t.ctx, event)]);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate']);
    expect(await applyPaymentEvent(t.ctx, event)).toBe('duplicate');
    expect(await eventCount(sessionId)).toBe(1);
    expect((await companyOf(companyId))?.paymentStatus).toBe('paid');
    // Another event about the same completion changes nothing either.
    expect(await applyPaymentEvent(t.ctx, { ...event, id: `evt_${randomUUID()}` })).toBe('already_completed');
  });

  it('lets a completion win over a cancellation in either order', async () => {
    const first = await startCheckout();
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.cancelled', sessionId: first.sessionId })).toBe('applied');
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.completed', sessionId: first.sessionId })).toBe('applied');
    expect((await companyOf(first.companyId))?.paymentStatus).toBe('paid');

    const second = await startCheckout();
    await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.completed', sessionId: second.sessionId });
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.cancelled', sessionId: second.sessionId })).toBe('already_completed');
    expect((await companyOf(second.companyId))?.paymentStatus).toBe('paid');
  });

  it('keeps the plan of a newer checkout when an older one is paid late', async () => {
    const auth = await signUp(t.app);
    const older = new URL((await checkout(auth.token, { ...CART, level: 'small', bundles: [], features: [] })).json().url).pathname.split('/').pop() ?? '';
    const newer = new URL((await checkout(auth.token, { ...CART, level: 'enterprise' })).json().url).pathname.split('/').pop() ?? '';
    // Make the order of creation unambiguous whatever the clock's resolution.
    await withSystem(t.db, (tx) =>
      tx
        .update(checkoutSessions)
        .set({ createdAt: new Date(Date.now() - 60_000) })
        .where(eq(checkoutSessions.id, older)),
    );
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.completed', sessionId: newer })).toBe('applied');
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.completed', sessionId: older })).toBe('superseded');
    expect((await companyOf(auth.companyId ?? ''))?.planLevel).toBe('enterprise');
  });

  it('records an event about an unknown session and changes nothing', async () => {
    expect(await applyPaymentEvent(t.ctx, { id: `evt_${randomUUID()}`, type: 'checkout.completed', sessionId: randomUUID() })).toBe('unknown_session');
  });
});

describe('GET /api/v4/payments/current', () => {
  it("answers the account holder's plan, seats bought and used, and features", async () => {
    const { sessionId, auth, companyId } = await startCheckout();
    const unpaid = await current(auth.token);
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    expect(unpaid.json()).toMatchObject({ level: null, paymentStatus: 'unpaid', features: [], seats: { pah: { bought: 0, used: 1 } } });

    await pay(sessionId);
    const company = await companyOf(companyId);
    if (!company) throw new Error('no company');
    await buildUser(t.db, { company, roles: ['SAH'] });
    await buildUser(t.db, { company, roles: ['NAH'] });
    await buildUser(t.db, { company, roles: ['NAH'], status: 'deactivated' });
    const response = await current(auth.token);
    const body = ZCurrentPlanSchema.parse(response.json());
    expect(body).toMatchObject({
      level: 'medium',
      levelName: 'Medium',
      paymentStatus: 'paid',
      seats: { pah: { bought: 2, used: 1 }, sah: { bought: 5, used: 1 }, nah: { bought: 15, used: 1 } },
      auditLinks: { permanent: 2, temporary: 2 },
    });
    expect(body.features.map((feature) => feature.key)).toContain('audits.sharing');
    expect(body.paidAt).not.toBeNull();
  });

  it("shows only the caller's own company", async () => {
    const paid = await startCheckout();
    await pay(paid.sessionId);
    const other = await signUp(t.app);
    const response = await current(other.token);
    expect(response.json()).toMatchObject({ paymentStatus: 'unpaid', level: null, seats: { pah: { bought: 0, used: 1 } } });
  });

  it('needs a sign-in (401) and the account holder (403)', async () => {
    expectError(await current(null), 401);
    const staff = await buildUser(t.db, { roles: ['NAH'] });
    expectError(await current((await loginAs(t.ctx, staff)).token), 403);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await current((await loginAs(t.ctx, admin)).token), 403);
  });

  it("shows the demo owner's plan with the seats of its tier", async () => {
    await seedDemo(t.ctx);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD },
      remoteAddress: '10.7.0.2',
    });
    const response = await current(login.json().token);
    expect(response.json()).toMatchObject({
      level: 'business_pack',
      paymentStatus: 'paid',
      seats: { pah: { bought: 3, used: 1 }, sah: { bought: 10, used: 1 }, nah: { bought: 40, used: 2 } },
    });
  });
});
