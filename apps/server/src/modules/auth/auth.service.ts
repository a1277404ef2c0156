import { randomUUID } from 'node:crypto';
import type { TAuthUser, TCurrentUser, TImpersonate, TLoginRequest, TTokenPair } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { assertNotThrottled, clearLoginFailures, LOGIN_LIMITS, recordLoginFailure, throttleKeys } from '../../platform/auth/login-throttle.js';
import { decoyPasswordHash, verifyPassword } from '../../platform/auth/passwords.js';
import { requireAdmin } from '../../platform/auth/policy.js';
import { issueRefreshToken, refreshFailure, revokeSessionOf, rotateRefreshToken } from '../../platform/auth/refresh-tokens.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { readAsSystem, withSystem } from '../../platform/tenancy/tenant.js';
import type { Tx } from '../../db/client.js';
import { presentAuthUser, presentCurrentUser } from './auth.presenter.js';
import type { UserWithCompany } from './auth.queries.js';
import { findUserByEmail, findUserById, markSignedIn, recordImpersonation } from './auth.queries.js';

export const BAD_CREDENTIALS = 'The email address or password is incorrect.';
const DEACTIVATED = 'This account has been deactivated. Please contact your account holder.';

/** A new sign-in session: the refresh token family's id travels in the access token as its session. */
export async function issueTokens(ctx: AppContext, tx: Tx, found: UserWithCompany, impersonatorId: string | null) {
  const sessionId = randomUUID();
  const token = await ctx.accessTokens.sign({
    userId: found.user.id,
    companyId: found.user.companyId,
    roles: found.user.roles,
    impersonatorId,
    sessionId,
  });
  const refreshToken = await issueRefreshToken(tx, {
    userId: found.user.id,
    impersonatorId,
    days: ctx.config.refreshTokenDays,
    familyId: sessionId,
  });
  // User Account Management shows this; an administrator acting as the person does not count.
  if (!impersonatorId) await markSignedIn(tx, found.user.id);
  return { token, refreshToken };
}

/**
 * Signing in runs in the system context: the company is not known until the user is found.
 * Failures are counted per account and per client address and answered with one generic message.
 */
export async function login(ctx: AppContext, input: TLoginRequest, clientAddress: string): Promise<TAuthUser> {
  const keys = throttleKeys(input.email, clientAddress);
  await withSystem(ctx.db, (tx) => assertNotThrottled(tx, [keys.account, keys.address]));
  const found = await readAsSystem(ctx.db, (db) => findUserByEmail(db, input.email));
  const valid = found?.user.passwordHash
    ? await verifyPassword(found.user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!found || !valid) {
    await withSystem(ctx.db, async (tx) => {
      await recordLoginFailure(tx, keys.account, LOGIN_LIMITS.account);
      await recordLoginFailure(tx, keys.address, LOGIN_LIMITS.address);
    });
    throw unauthorized(BAD_CREDENTIALS);
  }
  if (found.user.status === 'deactivated') throw forbidden(DEACTIVATED);
  return withSystem(ctx.db, async (tx) => {
    await clearLoginFailures(tx, keys.account);
    return presentAuthUser(found, await issueTokens(ctx, tx, found, null));
  });
}

export async function getCurrentUser(ctx: AppContext, auth: AuthContext): Promise<TCurrentUser> {
  const found = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!found) throw unauthorized('tokenInvalid: this account no longer exists.');
  // An access token outlives a deactivation by up to 15 minutes; the app asks for this on every
  // start, so refusing here sends a deactivated person to the refresh, which fails, then to login.
  if (found.user.status === 'deactivated') throw unauthorized('tokenInvalid: this account can no longer sign in.');
  return presentCurrentUser(found, auth.impersonatorId);
}

/** Swaps a refresh token for a new pair; the user's roles and company are read afresh. */
export async function refreshTokens(ctx: AppContext, rawRefreshToken: string): Promise<TTokenPair> {
  const outcome = await withSystem(ctx.db, async (tx) => {
    const rotated = await rotateRefreshToken(tx, rawRefreshToken, ctx.config.refreshTokenDays);
    if (refreshFailure(rotated)) return rotated;
    const found = await findUserById(tx, rotated.userId);
    if (!found || found.user.status === 'deactivated') return { error: 'tokenInvalid: this account can no longer sign in.' };
    const token = await ctx.accessTokens.sign({
      userId: found.user.id,
      companyId: found.user.companyId,
      roles: found.user.roles,
      impersonatorId: rotated.impersonatorId,
      sessionId: rotated.familyId,
    });
    return { token, refreshToken: rotated.refreshToken };
  });
  // Thrown after the transaction so that a family revoked on reuse stays revoked.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return outcome;
}

/** Ends the session of a refresh token. Idempotent: an unknown or spent token changes nothing. */
export async function logout(ctx: AppContext, rawRefreshToken: string): Promise<void> {
  await withSystem(ctx.db, (tx) => revokeSessionOf(tx, rawRefreshToken));
}

/** An admin acts as another user. Every use is recorded: who, whom, when. */
export async function impersonateUser(ctx: AppContext, auth: AuthContext, input: TImpersonate): Promise<TAuthUser> {
  requireAdmin(auth);
  return withSystem(ctx.db, async (tx) => {
    const target = await findUserByEmail(tx, input.email);
    if (!target) throw notFound('User');
    if (target.user.id === auth.userId)
      throw new AppError('BAD_REQUEST', 'You are already signed in as this user.', { email: 'You are already signed in as this user.' });
    await recordImpersonation(tx, auth.userId, target.user.id);
    ctx.log.info({ admin: auth.userId, target: target.user.id }, 'admin impersonation started');
    return presentAuthUser(target, await issueTokens(ctx, tx, target, auth.userId));
  });
}
