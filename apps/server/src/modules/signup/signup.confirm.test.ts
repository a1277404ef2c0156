import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVATION_ERRORS } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import { signUp } from '../../../test/signup.js';
import type { SmtpReceiver } from '../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { userTokens, users } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/* Email confirmation: the mailed link, PUT /api/users/confirm and GET /api/users/check_confirm. */

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const ACTIVATE = `${TEST_PUBLIC_URL}/api/users/activate/`;

/** Signs up and returns the activation code from the queued confirmation mail. */
async function signUpWithCode(): Promise<{ userId: string; email: string; code: string; token: string }> {
  const auth = await signUp(t.app);
  const [mail] = await mailTo(t.db, auth.email);
  const code =
    linkIn(mail?.text ?? '', ACTIVATE)
      .pathname.split('/')
      .pop() ?? '';
  return { userId: auth.id, email: auth.email, code, token: auth.token };
}

const confirmedAt = async (userId: string) =>
  (await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, userId))))[0]?.emailConfirmedAt ?? null;
const checkConfirm = (code?: string) =>
  t.app.inject({ method: 'GET', url: '/api/users/check_confirm', headers: code === undefined ? {} : { 'activation-code': code } });
const confirm = (body: unknown) => t.app.inject({ method: 'PUT', url: '/api/users/confirm', payload: body as object });

describe('the confirmation mail and its link', () => {
  it('is delivered over SMTP; the link confirms once, then says already active', async () => {
    const auth = await signUp(t.app, { firstName: 'Connie' });
    await t.ctx.outbox.drain();
    const mail = await smtp.waitFor((received) => received.envelopeTo.includes(auth.email));
    expect(mail.subject).toBe('Confirm your email address for HiVis');
    expect(mail.text).toContain('Hi Connie,');
    const link = linkIn(mail.text, ACTIVATE);
    expect(mail.html).toContain(link.pathname);

    const first = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(first.statusCode).toBe(302);
    expect(first.headers.location).toBe('/email-confirmed');
    expect(await confirmedAt(auth.id)).toBeInstanceOf(Date);

    const again = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/email-activation-failed?error=ALREADY_ACTIVE');
  });

  it('sends an invalid or unknown code to the activation-failed page with its error code', async () => {
    const invalid = await t.app.inject({ method: 'GET', url: '/api/users/activate/not-a-code' });
    expect(invalid.headers.location).toBe('/email-activation-failed?error=INVALID');
    const unknown = await t.app.inject({ method: 'GET', url: `/api/users/activate/${'A'.repeat(43)}` });
    expect(unknown.headers.location).toBe('/email-activation-failed?error=NOT_FOUND');
  });
});

describe('GET /api/users/check_confirm', () => {
  it('says whose code it is, without using it', async () => {
    const { email, code, userId } = await signUpWithCode();
    const response = await checkConfirm(code);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ valid: true, email });
    expect(await confirmedAt(userId)).toBeNull();
  });

  it('answers EMPTY, INVALID, NOT_FOUND and ALREADY_ACTIVE as the error code', async () => {
    const empty = expectError(await checkConfirm(), 400);
    expect(empty).toMatchObject({ code: 'EMPTY', message: ACTIVATION_ERRORS.EMPTY });
    expect(expectError(await checkConfirm('   '), 400).code).toBe('EMPTY');
    expect(expectError(await checkConfirm('abc'), 400)).toMatchObject({ code: 'INVALID', message: ACTIVATION_ERRORS.INVALID });
    expect(expectError(await checkConfirm('B'.repeat(43)), 404)).toMatchObject({ code: 'NOT_FOUND', message: ACTIVATION_ERRORS.NOT_FOUND });
    const { code } = await signUpWithCode();
    expect((await confirm({ action: 'confirm', activation_code: code })).statusCode).toBe(200);
    expect(expectError(await checkConfirm(code), 409)).toMatchObject({ code: 'ALREADY_ACTIVE', message: ACTIVATION_ERRORS.ALREADY_ACTIVE });
  });

  it('answers INVALID for an expired code', async () => {
    const { code, userId } = await signUpWithCode();
    await withSystem(t.db, (tx) =>
      tx
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, userId)),
    );
    expect(expectError(await checkConfirm(code), 400).code).toBe('INVALID');
  });
});

describe('PUT /api/users/confirm', () => {
  it('confirms the address, optionally with new names and password', async () => {
    const { code, userId, email } = await signUpWithCode();
    const response = await confirm({ action: 'confirm', activation_code: code, firstName: 'Conrad', lastName: 'Confirmed', password: 'Brand-New-Pass1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your email address is confirmed.', email });
    const [user] = await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, userId)));
    expect(user).toMatchObject({ firstName: 'Conrad', lastName: 'Confirmed' });
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    const login = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password: 'Brand-New-Pass1' }, remoteAddress: '10.8.0.1' });
    expect(login.statusCode).toBe(200);
  });

  it('answers the activation error codes with the field', async () => {
    const body = expectError(await confirm({ action: 'confirm', activation_code: '' }), 400);
    expect(body).toMatchObject({ code: 'EMPTY', errors: { activation_code: ACTIVATION_ERRORS.EMPTY } });
    expect(expectError(await confirm({ action: 'confirm' }), 400).code).toBe('EMPTY');
    expect(expectError(await confirm({ action: 'confirm', activation_code: '%%%' }), 400).code).toBe('INVALID');
    expect(expectError(await confirm({ action: 'confirm', activation_code: 'C'.repeat(43) }), 404).code).toBe('NOT_FOUND');
  });

  it('rejects a bad action or a weak password with field errors, and confirms nothing', async () => {
    const { code, userId } = await signUpWithCode();
    expectFieldErrors(await confirm({ action: 'delete', activation_code: code }), { action: "The action must be 'confirm'." });
    expectFieldErrors(await confirm({ action: 'confirm', activation_code: code, password: 'short' }), { password: /at least 8/ });
    expect(await confirmedAt(userId)).toBeNull();
  });
});
