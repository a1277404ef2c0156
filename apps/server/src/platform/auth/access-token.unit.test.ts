import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './access-token.js';

const SECRET = 'unit-test-secret-0123456789-abcdefghijklmnop';
const auth = {
  userId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  companyId: 'c0ffee00-0000-4000-8000-000000000000',
  roles: ['PAH'],
  impersonatorId: null,
  sessionId: '5e551011-0000-4000-8000-000000000000',
};

async function rejection(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { status: number; message: string };
  }
  throw new Error('expected a rejection');
}

describe('AccessTokens', () => {
  it('verifies what it signed', async () => {
    const tokens = new AccessTokens(SECRET, 15);
    expect(await tokens.verify(await tokens.sign(auth))).toEqual(auth);
    const impersonated = { ...auth, impersonatorId: 'a0000000-0000-4000-8000-000000000001', companyId: null, sessionId: null };
    expect(await tokens.verify(await tokens.sign(impersonated))).toEqual(impersonated);
  });

  it('reports an expired token as tokenExpired', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ cid: null, roles: ['PAH'], imp: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      .setIssuer('hivis')
      .setAudience('hivis-api')
      .setIssuedAt(now - 1000)
      .setExpirationTime(now - 10)
      .sign(new TextEncoder().encode(SECRET));
    const error = await rejection(new AccessTokens(SECRET, 15).verify(expired));
    expect(error.status).toBe(401);
    expect(error.message).toContain('tokenExpired');
  });

  it('reports a token of another secret, or garbage, as tokenInvalid', async () => {
    const foreign = await new AccessTokens(`${SECRET}-other`, 15).sign(auth);
    for (const token of [foreign, 'garbage', '']) {
      const error = await rejection(new AccessTokens(SECRET, 15).verify(token));
      expect(error.status).toBe(401);
      expect(error.message).toContain('tokenInvalid');
    }
  });

  it('refuses a signed token without roles', async () => {
    const token = await new SignJWT({ cid: null, imp: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(auth.userId)
      .setIssuer('hivis')
      .setAudience('hivis-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(SECRET));
    expect((await rejection(new AccessTokens(SECRET, 15).verify(token))).message).toContain('tokenInvalid');
  });
});
