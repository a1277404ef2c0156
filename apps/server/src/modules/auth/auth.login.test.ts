import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureEntries, ZAuthUserSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, DEFAULT_PASSWORD } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { BAD_CREDENTIALS } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Failures are throttled per client address too; each test signs in from its own address.
let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

function login(body: unknown, remoteAddress = nextAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: body as object, remoteAddress });
}

describe('POST /api/v3/auth/login', () => {
  it('signs in with the right password and answers the auth user of the spec', async () => {
    const company = await buildCompany(t.db, { enabledFeatures: ['swms', 'audits'] });
    const user = await buildUser(t.db, { company, roles: ['PAH'] });
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZAuthUserSchema.parse(response.json());
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      roles: ['PAH'],
      status: 'active',
      paymentStatus: 'paid',
      companyId: company.id,
      features: featureEntries(['swms', 'audits']),
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
    // The access token it hands out works.
    const info = await t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(body.token) });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id: user.id, role: 'PAH', admin: false });
  });

  it('finds the account whatever the case of the email address', async () => {
    const user = await buildUser(t.db, { email: 'mixed.case@example.test' });
    const response = await login({ email: '  Mixed.CASE@Example.TEST ', password: DEFAULT_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('answers an unknown email and a wrong password with the same 401', async () => {
    const user = await buildUser(t.db);
    const unknown = await login({ email: 'nobody-here@example.test', password: DEFAULT_PASSWORD });
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknownBody = expectError(unknown, 401);
    const wrongBody = expectError(wrong, 401);
    expect(unknownBody).toEqual(wrongBody);
    expect(wrongBody.message).toBe(BAD_CREDENTIALS);
  });

  it('does not tell an invited person without a password apart from a wrong password', async () => {
    const invited = await buildUser(t.db, { password: null, status: 'pending_setup' });
    const response = await login({ email: invited.email, password: 'anything-at-all' });
    expect(expectError(response, 401).message).toBe(BAD_CREDENTIALS);
  });

  it('refuses a deactivated user with 403 even with the right password', async () => {
    const user = await buildUser(t.db, { status: 'deactivated' });
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(expectError(response, 403).message).toMatch(/deactivated/);
  });

  it('still answers a deactivated user with a wrong password with the generic 401', async () => {
    const user = await buildUser(t.db, { status: 'deactivated' });
    const response = await login({ email: user.email, password: 'wrong-password' });
    expect(expectError(response, 401).message).toBe(BAD_CREDENTIALS);
  });

  it('reports the company status when it limits the account', async () => {
    const company = await buildCompany(t.db, { status: 'suspended', paymentStatus: 'unpaid' });
    const user = await buildUser(t.db, { company });
    const response = await login({ email: user.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'suspended', paymentStatus: 'unpaid' });
  });

  it('signs in a platform admin, who has no company', async () => {
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    const response = await login({ email: admin.email, password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ companyId: null, paymentStatus: null, roles: ['admin'], features: [] });
  });

  it('answers bad input with 400 and the spec messages per field', async () => {
    expectFieldErrors(await login({}), { email: 'Email address is required.', password: 'Password is required.' });
    expectFieldErrors(await login({ email: 'not-an-email', password: 'x' }), { email: 'Please enter valid Email address.' });
    expectFieldErrors(await login({ email: 'a@example.test', password: '' }), { password: 'Password is required.' });
    expectFieldErrors(await login({ email: 42, password: ['x'] }), { email: true, password: true });
    expectFieldErrors(await login({ email: 'a@example.test', password: 'p'.repeat(201) }), { password: /at most 200/ });
  });

  it('pauses an account with 429 and Retry-After after 5 failures, even for the right password', async () => {
    const user = await buildUser(t.db);
    // Failures from several addresses all count against the one account.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login({ email: user.email, password: `wrong-${attempt}` });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const locked = await login({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    const body = expectError(locked, 429);
    expect(body.message).toMatch(/Too many failed sign-in attempts/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account is not affected.
    const other = await buildUser(t.db);
    expect((await login({ email: other.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const user = await buildUser(t.db);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login({ email: user.email, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login({ email: user.email, password: 'wrong' })).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('pauses one client address after 30 failures across many accounts', async () => {
    const address = '10.99.0.1';
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await login({ email: `guess-${attempt}@example.test`, password: 'guess' }, address);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const user = await buildUser(t.db);
    const fromSameAddress = await login({ email: user.email, password: DEFAULT_PASSWORD }, address);
    expectError(fromSameAddress, 429);
    expect(fromSameAddress.headers['retry-after']).toBeDefined();
    expect((await login({ email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});
