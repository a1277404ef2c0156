import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_SENT_MESSAGE, PASSWORDS_DO_NOT_MATCH } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestUser } from '../../../test/factories.js';
import { bearer, buildUser, DEFAULT_PASSWORD, loginAs } from '../../../test/factories.js';
import { mailTo, resetTokenIn } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { userTokens } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { RESET_LINK_INVALID } from './password.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'Brand-New-Passw0rd';

const requestReset = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v3/auth/reset', payload: body as object });
const checkToken = (token: string) => t.app.inject({ method: 'GET', url: `/api/v3/auth/reset/${encodeURIComponent(token)}` });
const reset = (body: unknown) => t.app.inject({ method: 'PUT', url: '/api/v3/auth/reset', payload: body as object });
const change = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v3/auth/change', headers: token ? bearer(token) : {}, payload: body as object });
let address = 0;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password }, remoteAddress: `10.2.0.${++address}` });

/** Asks for a reset link through the API and reads the token out of the queued mail. */
async function resetTokenFor(user: TestUser): Promise<string> {
  const response = await requestReset({ email: user.email });
  expect(response.statusCode).toBe(200);
  const [mail] = await mailTo(t.db, user.email);
  if (!mail) throw new Error('no reset mail was queued');
  return resetTokenIn(mail.text, TEST_PUBLIC_URL);
}

describe('POST /api/v3/auth/reset', () => {
  it('queues a mail with a single-use link and answers the generic message', async () => {
    const user = await buildUser(t.db, { firstName: 'Robin' });
    const response = await requestReset({ email: user.email.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });

    const [mail, ...others] = await mailTo(t.db, user.email);
    expect(others).toHaveLength(0);
    if (!mail) throw new Error('no reset mail was queued');
    expect(mail.subject).toBe('Reset your HiVis password');
    expect(mail.text).toContain('Hi Robin,');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/reset-password/${user.id}?token=`);
    const token = resetTokenIn(mail.text, TEST_PUBLIC_URL);
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/reset-password/${user.id}?token=${encodeURIComponent(token)}`);
    // The token is stored only as a hash.
    const rows = await withSystem(t.db, (tx) => tx.select().from(userTokens).where(eq(userTokens.userId, user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.purpose).toBe('password_reset');

    // Without SMTP_URL the worker keeps the message for the development mailbox.
    await t.ctx.outbox.drain();
    expect((await mailTo(t.db, user.email))[0]?.status).toBe('kept');
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const known = await buildUser(t.db);
    const knownResponse = await requestReset({ email: known.email });
    const unknownResponse = await requestReset({ email: 'no-such-person@example.test' });
    expect(unknownResponse.statusCode).toBe(knownResponse.statusCode);
    expect(unknownResponse.body).toBe(knownResponse.body);
    expect(await mailTo(t.db, 'no-such-person@example.test')).toHaveLength(0);
  });

  it('sends nothing to a deactivated account or one without a password, with the same answer', async () => {
    const deactivated = await buildUser(t.db, { status: 'deactivated' });
    const invited = await buildUser(t.db, { password: null, status: 'pending_setup' });
    for (const user of [deactivated, invited]) {
      const response = await requestReset({ email: user.email });
      expect(response.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
      expect(await mailTo(t.db, user.email)).toHaveLength(0);
    }
  });

  it('makes an earlier link stop working when a new one is sent', async () => {
    const user = await buildUser(t.db);
    const first = await resetTokenFor(user);
    const second = await resetTokenFor(user);
    expect(second).not.toBe(first);
    expectFieldErrors(await checkToken(first), { resetPasswordToken: RESET_LINK_INVALID });
    expect((await checkToken(second)).statusCode).toBe(200);
  });

  it('answers bad input with 400 and the spec messages', async () => {
    expectFieldErrors(await requestReset({}), { email: 'Email address is required.' });
    expectFieldErrors(await requestReset({ email: 'nope' }), { email: 'Please enter valid Email address.' });
  });
});

describe('GET /api/v3/auth/reset/:token', () => {
  it('answers the email of a live link', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    const response = await checkToken(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: user.email });
  });

  it('answers 400 for an unknown, expired or malformed token', async () => {
    expectFieldErrors(await checkToken('x'.repeat(43)), { resetPasswordToken: RESET_LINK_INVALID });
    expectFieldErrors(await checkToken('short'), { token: 'The link is incomplete.' });
    // Fastify refuses path parameters over 100 characters before validation; still a JSON error.
    expect(expectError(await checkToken('y'.repeat(101)), 414).code).toBe('FST_ERR_MAX_PARAM_LENGTH');

    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    await withSystem(t.db, (tx) =>
      tx
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id)),
    );
    expectFieldErrors(await checkToken(token), { resetPasswordToken: RESET_LINK_INVALID });
  });
});

describe('PUT /api/v3/auth/reset', () => {
  it('sets the new password, uses up the link and signs the user out everywhere', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t.ctx, user);
    const token = await resetTokenFor(user);
    const response = await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetPasswordToken: token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toMatch(/password has been changed/);

    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await login(user.email, DEFAULT_PASSWORD), 401);
    // Refresh tokens from before the reset are revoked.
    const refreshed = await t.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(session.refreshToken) });
    expectError(refreshed, 401);
    // The link works once.
    const again = await reset({ password: 'Another-Passw0rd', confirmPassword: 'Another-Passw0rd', resetPasswordToken: token });
    expectFieldErrors(again, { resetPasswordToken: RESET_LINK_INVALID });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers 'Password is not match' on confirmPassword when the passwords differ", async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    const response = await reset({ password: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x`, resetPasswordToken: token });
    expectFieldErrors(response, { confirmPassword: PASSWORDS_DO_NOT_MATCH });
    // Nothing changed: the link still works.
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('answers 400 for an expired link', async () => {
    const user = await buildUser(t.db);
    const token = await resetTokenFor(user);
    await withSystem(t.db, (tx) =>
      tx
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id)),
    );
    const response = await reset({ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, resetPasswordToken: token });
    expectFieldErrors(response, { resetPasswordToken: RESET_LINK_INVALID });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers bad input with per-field messages', async () => {
    expectFieldErrors(await reset({}), {
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
      resetPasswordToken: 'The reset link is missing its token.',
    });
    expectFieldErrors(await reset({ password: 'short', confirmPassword: 'short', resetPasswordToken: 'x'.repeat(43) }), {
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('PUT /api/v3/auth/change', () => {
  it('changes the password of the signed-in user', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    const response = await change(token, { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your password has been changed. Other devices will need to sign in again.' });
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expectError(await login(user.email, DEFAULT_PASSWORD), 401);
  });

  it('signs out every other device but keeps this one signed in', async () => {
    const user = await buildUser(t.db);
    const here = (await login(user.email, DEFAULT_PASSWORD)).json() as { token: string; refreshToken: string };
    const elsewhere = (await login(user.email, DEFAULT_PASSWORD)).json() as { token: string; refreshToken: string };
    const response = await change(here.token, { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: { authorization: `Bearer ${refreshToken}` } });
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
    expect(expectError(await refresh(elsewhere.refreshToken), 401).message).toContain('tokenInvalid');
  });

  it('refuses a wrong current password on the currentPassword field', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    const response = await change(token, { currentPassword: 'wrong-current', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expectFieldErrors(response, { currentPassword: 'The current password is incorrect.' });
    expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('answers bad input with per-field messages', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    expectFieldErrors(await change(token, {}), {
      currentPassword: 'Current password is required.',
      password: 'New password is required.',
      confirmPassword: 'Confirm password is required.',
    });
    expectFieldErrors(await change(token, { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'different-1' }), {
      confirmPassword: PASSWORDS_DO_NOT_MATCH,
    });
    expectFieldErrors(await change(token, { currentPassword: DEFAULT_PASSWORD, password: 'short', confirmPassword: 'short' }), {
      password: 'Password must be at least 8 characters.',
    });
  });

  it('answers 401 without a token or with a bad one', async () => {
    const body = { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expectError(await change(null, body), 401);
    expect(expectError(await change('garbage', body), 401).message).toContain('tokenInvalid');
  });
});
