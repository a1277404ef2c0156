import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORDS_DO_NOT_MATCH } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestUser } from '../../../test/factories.js';
import { buildCompany, buildUser, reloadUser, setUserStatus } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_PUBLIC_URL } from '../../../test/test-app.js';
import { userTokens } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { SETUP_LINK_INVALID, sendAccountSetupInvite } from './account-setup.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const PASSWORD = 'Set-Up-Passw0rd';

/** An invited person: pending_setup, no password, with a set-up link sent by mail. */
async function invite(overrides: { firstName?: string } = {}): Promise<{ user: TestUser; key: string }> {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, {
    company,
    roles: ['NAH'],
    status: 'pending_setup',
    password: null,
    firstName: overrides.firstName ?? 'Nina',
    lastName: 'Newstarter',
  });
  const key = await withSystem(t.db, (tx) => sendAccountSetupInvite(t.ctx, tx, user, 'Olivia Owner'));
  return { user, key };
}

const getSetup = (key: string) => t.app.inject({ method: 'GET', url: `/api/v3/auth/setup/${encodeURIComponent(key)}` });
const completeSetup = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v3/auth/setup/', payload: body as object });
const form = (key: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nina',
  lastName: 'Newstarter-Smith',
  accountSetupToken: key,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ppAccepted: true,
  tcAccepted: true,
  ...overrides,
});
let address = 0;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password }, remoteAddress: `10.3.0.${++address}` });

describe('sendAccountSetupInvite', () => {
  it('mails a set-up link whose last segment is the key', async () => {
    const { user, key } = await invite({ firstName: 'Ivy' });
    const [mail] = await mailTo(t.db, user.email);
    expect(mail?.subject).toBe('Set up your HiVis account');
    expect(mail?.text).toContain('Olivia Owner has invited you to HiVis');
    expect(linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/signup/setup/`).pathname).toBe(`/signup/setup/${key}`);
  });
});

describe('GET /api/v3/auth/setup/:id', () => {
  it('answers who the link is for', async () => {
    const { user, key } = await invite();
    const response = await getSetup(key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ firstName: 'Nina', lastName: 'Newstarter', email: user.email, accountSetupToken: key });
  });

  it('answers 404 for an unknown, replaced or expired link', async () => {
    expect(expectError(await getSetup('z'.repeat(43)), 404).message).toBe(SETUP_LINK_INVALID);

    const { user, key: first } = await invite();
    const second = await withSystem(t.db, (tx) => sendAccountSetupInvite(t.ctx, tx, user, 'Olivia Owner'));
    expectError(await getSetup(first), 404);
    expect((await getSetup(second)).statusCode).toBe(200);

    await withSystem(t.db, (tx) =>
      tx
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id)),
    );
    expectError(await getSetup(second), 404);
  });

  it('answers 400 for a malformed link', async () => {
    expectFieldErrors(await getSetup('abc'), { id: 'The link is incomplete.' });
  });
});

describe('POST /api/v3/auth/setup/', () => {
  it('sets the name and password, activates the account and uses up the link', async () => {
    const { user, key } = await invite();
    const response = await completeSetup(form(key));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Your account is ready. Please sign in.' });

    const row = await reloadUser(t.db, user.id);
    expect(row).toMatchObject({ status: 'active', firstName: 'Nina', lastName: 'Newstarter-Smith' });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);

    expectError(await getSetup(key), 404);
    expectFieldErrors(await completeSetup(form(key, { password: 'Other-Passw0rd', confirmPassword: 'Other-Passw0rd' })), {
      accountSetupToken: SETUP_LINK_INVALID,
    });
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('accepts passwords that are equal after trimming, as the spec says', async () => {
    const { user, key } = await invite();
    const response = await completeSetup(form(key, { password: PASSWORD, confirmPassword: ` ${PASSWORD} ` }));
    expect(response.statusCode, response.body).toBe(200);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers 'Password is not match' on confirmPassword", async () => {
    const { key } = await invite();
    expectFieldErrors(await completeSetup(form(key, { confirmPassword: 'Something-else-1' })), { confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect((await getSetup(key)).statusCode).toBe(200);
  });

  it('answers bad input with per-field messages', async () => {
    const { key } = await invite();
    expectFieldErrors(await completeSetup(form(key, { ppAccepted: false, tcAccepted: undefined })), {
      ppAccepted: 'Please accept the Privacy Policy.',
      tcAccepted: 'Please accept the Terms and Conditions.',
    });
    expectFieldErrors(await completeSetup(form(key, { firstName: '  ', lastName: undefined, password: 'short', confirmPassword: '' })), {
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      password: 'Password must be at least 8 characters.',
      confirmPassword: 'Confirm password is required.',
    });
    expectFieldErrors(await completeSetup({ ...form(key), accountSetupToken: '' }), {
      accountSetupToken: 'The set-up link is missing its token.',
    });
    expectFieldErrors(await completeSetup(form('q'.repeat(43))), { accountSetupToken: SETUP_LINK_INVALID });
  });

  it('does not let a person deactivated before set-up reactivate themselves with the old link', async () => {
    const { user, key } = await invite();
    await setUserStatus(t.db, user.id, 'deactivated');
    expectError(await getSetup(key), 404);
    expectFieldErrors(await completeSetup(form(key)), { accountSetupToken: SETUP_LINK_INVALID });
    const row = await reloadUser(t.db, user.id);
    expect(row.status).toBe('deactivated');
    expect(row.passwordHash).toBeNull();
  });
});
