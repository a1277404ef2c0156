import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAuthUserSchema, ZCurrentUserSchema, ZTokenPairSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs, setUserStatus } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, TEST_APP_SECRET } from '../../../test/test-app.js';
import { impersonations, refreshTokens, users } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const info = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers });
const refresh = (token?: string) => t.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: token === undefined ? {} : bearer(token) });
const impersonate = (token: string | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/impersonate',
    headers: token ? bearer(token) : {},
    payload: body as object,
  });

type ClaimsInput = { sub: string; secret?: string; issuedAt: number; expiresAt: number; audience?: string };
/** An access token made by hand, to test what the server does with expired or foreign ones. */
function handMadeToken({ sub, secret = TEST_APP_SECRET, issuedAt, expiresAt, audience = 'hivis-api' }: ClaimsInput) {
  return new SignJWT({ cid: null, roles: ['PAH'], imp: null })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer('hivis')
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('GET /api/v3/auth/info', () => {
  it('answers the signed-in company user with company, role and features', async () => {
    const company = await buildCompany(t.db, { name: 'Info Test Pty Ltd', enabledFeatures: ['jsa'] });
    const user = await buildUser(t.db, { company, roles: ['SAH'], phone: '0400 000 000' });
    const { token } = await loginAs(t.ctx, user);
    const response = await info(bearer(token));
    expect(response.statusCode, response.body).toBe(200);
    const body = ZCurrentUserSchema.parse(response.json());
    expect(body).toMatchObject({
      id: user.id,
      role: 'SAH',
      admin: false,
      phone: '0400 000 000',
      companyId: company.id,
      company: { id: company.id, name: 'Info Test Pty Ltd', status: 'active', country: 'AU', timeZone: 'Australia/Brisbane' },
      features: [{ key: 'jsa', name: 'JSA Report', role: 'PAH', platform: 'both' }],
      impersonatedBy: null,
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('answers an admin with admin true and no company', async () => {
    const admin = await buildAdmin(t.db);
    const response = await info(bearer((await loginAs(t.ctx, admin)).token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ admin: true, role: 'admin', company: null, companyId: null });
  });

  it('answers 401 without a token', async () => {
    expectError(await info(), 401);
    expectError(await info({ authorization: 'Token abc' }), 401);
  });

  it('answers 401 tokenExpired for an expired token, so the client refreshes', async () => {
    const user = await buildUser(t.db);
    const expired = await handMadeToken({ sub: user.id, issuedAt: nowSeconds() - 3600, expiresAt: nowSeconds() - 60 });
    expect(expectError(await info(bearer(expired)), 401).message).toContain('tokenExpired');
  });

  it('answers 401 tokenInvalid for garbage, a foreign signature or another audience', async () => {
    const user = await buildUser(t.db);
    const valid = { sub: user.id, issuedAt: nowSeconds(), expiresAt: nowSeconds() + 600 };
    const cases = [
      'garbage',
      'a.b.c',
      await handMadeToken({ ...valid, secret: 'some-other-secret-that-is-long-enough-to-use' }),
      await handMadeToken({ ...valid, audience: 'someone-else' }),
    ];
    // An unsigned token ("alg": "none") must never be accepted.
    const claims = Buffer.from(JSON.stringify({ sub: user.id, roles: ['admin'], iss: 'hivis', aud: 'hivis-api', exp: valid.expiresAt })).toString('base64url');
    cases.push(`${Buffer.from('{"alg":"none"}').toString('base64url')}.${claims}.`);
    for (const token of cases) {
      expect(expectError(await info(bearer(token)), 401).message, token).toContain('tokenInvalid');
    }
  });

  it('answers 401 tokenInvalid when the account no longer exists', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    await withSystem(t.db, (tx) => tx.delete(users).where(eq(users.id, user.id)));
    expect(expectError(await info(bearer(token)), 401).message).toContain('tokenInvalid');
  });
});

describe('GET /api/v3/auth/refresh', () => {
  it('swaps a refresh token for a new pair, and the old one cannot be used again', async () => {
    const user = await buildUser(t.db);
    const first = await loginAs(t.ctx, user);
    const response = await refresh(first.refreshToken);
    expect(response.statusCode, response.body).toBe(200);
    const second = ZTokenPairSchema.parse(response.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await info(bearer(second.token))).statusCode).toBe(200);
    expect(decodeJwt(second.token).sub).toBe(user.id);
    // The successor keeps working in turn.
    const third = ZTokenPairSchema.parse((await refresh(second.refreshToken)).json());
    expect((await info(bearer(third.token))).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is replayed', async () => {
    const user = await buildUser(t.db);
    const stolen = await loginAs(t.ctx, user);
    const rotated = ZTokenPairSchema.parse((await refresh(stolen.refreshToken)).json());
    const otherDevice = await loginAs(t.ctx, user);

    const replay = await refresh(stolen.refreshToken);
    expect(expectError(replay, 401).message).toContain('tokenInvalid');
    // The newest token of that family dies too...
    expect(expectError(await refresh(rotated.refreshToken), 401).message).toContain('tokenInvalid');
    // ...but a separate sign-in of the same person is another family and keeps working.
    expect((await refresh(otherDevice.refreshToken)).statusCode).toBe(200);
    const family = await withSystem(t.db, (tx) => tx.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id)));
    expect(family.filter((row) => row.revokedAt !== null)).toHaveLength(2);
  });

  it('answers 401 without a token, for garbage and for an access token sent instead', async () => {
    const user = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, user);
    expectError(await refresh(), 401);
    for (const bad of ['garbage', 'not-a-uuid.secret', `${crypto.randomUUID()}.wrongsecret`, token]) {
      expect(expectError(await refresh(bad), 401).message, bad).toContain('tokenInvalid');
    }
  });

  it('answers 401 tokenExpired for an expired refresh token', async () => {
    const user = await buildUser(t.db);
    const { refreshToken } = await loginAs(t.ctx, user);
    await withSystem(t.db, (tx) =>
      tx
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.userId, user.id)),
    );
    expect(expectError(await refresh(refreshToken), 401).message).toContain('tokenExpired');
  });

  it('refuses a deactivated user', async () => {
    const user = await buildUser(t.db);
    const { refreshToken } = await loginAs(t.ctx, user);
    await setUserStatus(t.db, user.id, 'deactivated');
    expect(expectError(await refresh(refreshToken), 401).message).toContain('tokenInvalid');
  });

  it('reads roles afresh, so a changed role reaches the new access token', async () => {
    const user = await buildUser(t.db, { roles: ['PAH'] });
    const { refreshToken } = await loginAs(t.ctx, user);
    await withSystem(t.db, (tx) =>
      tx
        .update(users)
        .set({ roles: ['SAH'] })
        .where(eq(users.id, user.id)),
    );
    const pair = ZTokenPairSchema.parse((await refresh(refreshToken)).json());
    expect(decodeJwt(pair.token).roles).toEqual(['SAH']);
  });
});

describe('POST /api/v3/auth/impersonate', () => {
  it('lets an admin act as a user: records who, whom and when, and the token says so', async () => {
    const admin = await buildAdmin(t.db);
    const company = await buildCompany(t.db, { enabledFeatures: ['incident'] });
    const target = await buildUser(t.db, { company, email: 'target.person@example.test', roles: ['PAH'] });
    const { token } = await loginAs(t.ctx, admin);
    const response = await impersonate(token, { email: 'Target.Person@Example.test' });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZAuthUserSchema.parse(response.json());
    expect(body).toMatchObject({ id: target.id, companyId: company.id, roles: ['PAH'] });
    expect(body.features.map((feature) => feature.key)).toEqual(['incident']);

    const rows = await withSystem(t.db, (tx) => tx.select().from(impersonations).where(eq(impersonations.targetUserId, target.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ adminUserId: admin.id, targetUserId: target.id });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);

    const asTarget = await info(bearer(body.token));
    expect(asTarget.json()).toMatchObject({ id: target.id, impersonatedBy: admin.id, admin: false });
    // The impersonation survives a refresh.
    const pair = ZTokenPairSchema.parse((await refresh(body.refreshToken)).json());
    expect((await info(bearer(pair.token))).json()).toMatchObject({ id: target.id, impersonatedBy: admin.id });
  });

  it('refuses company users with 403, including account holders', async () => {
    const target = await buildUser(t.db);
    for (const roles of [['PAH'], ['ROOT_PAH'], ['SAH'], ['NAH']]) {
      const user = await buildUser(t.db, { roles });
      const { token } = await loginAs(t.ctx, user);
      expectError(await impersonate(token, { email: target.email }), 403);
    }
    const rows = await withSystem(t.db, (tx) => tx.select().from(impersonations).where(eq(impersonations.targetUserId, target.id)));
    expect(rows).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    expectError(await impersonate(null, { email: 'someone@example.test' }), 401);
  });

  it('answers 404 for an unknown email', async () => {
    const admin = await buildAdmin(t.db);
    const { token } = await loginAs(t.ctx, admin);
    expect(expectError(await impersonate(token, { email: 'nobody-at-all@example.test' }), 404).message).toMatch(/not found/);
  });

  it('answers bad input with the spec messages', async () => {
    const admin = await buildAdmin(t.db);
    const { token } = await loginAs(t.ctx, admin);
    expectFieldErrors(await impersonate(token, {}), { email: 'Please enter email address.' });
    expectFieldErrors(await impersonate(token, { email: '   ' }), { email: 'Please enter email address.' });
    expectFieldErrors(await impersonate(token, { email: 'not-an-email' }), { email: 'Please enter valid email address.' });
    expectFieldErrors(await impersonate(token, { email: admin.email }), { email: /already signed in as this user/ });
  });

  it('does not let an impersonated session impersonate again', async () => {
    const admin = await buildAdmin(t.db);
    const target = await buildUser(t.db);
    const other = await buildUser(t.db);
    const { token } = await loginAs(t.ctx, target, { impersonatorId: admin.id });
    expectError(await impersonate(token, { email: other.email }), 403);
  });
});

describe('POST /api/v3/auth/logout', () => {
  const logout = (token?: string) => t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers: token === undefined ? {} : bearer(token) });

  it('ends the session: its refresh token no longer works, other sessions do', async () => {
    const user = await buildUser(t.db);
    const here = await loginAs(t.ctx, user);
    const elsewhere = await loginAs(t.ctx, user);
    const response = await logout(here.refreshToken);
    expect(response.statusCode, response.body).toBe(204);
    expectError(await refresh(here.refreshToken), 401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(200);
  });

  it('changes nothing for an unknown or malformed token, and says so the same way', async () => {
    expect((await logout('not-a-token')).statusCode).toBe(204);
    expect((await logout('00000000-0000-4000-8000-000000000000.secret')).statusCode).toBe(204);
  });

  it('answers 401 without a token', async () => {
    expectError(await logout(), 401);
  });
});
