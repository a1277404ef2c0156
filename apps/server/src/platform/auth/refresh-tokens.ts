import { randomUUID } from 'node:crypto';
import { TOKEN_EXPIRED, TOKEN_INVALID } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { findRefreshToken, insertRefreshToken, markRefreshTokenUsed, revokeFamilyTokens, revokeUserTokens } from './refresh-tokens.queries.js';
import { randomSecret, safeEqual, sha256 } from './secrets.js';

const DAY_MS = 24 * 60 * 60 * 1000;

type IssueOptions = { userId: string; impersonatorId: string | null; days: number; familyId?: string };

/** A refresh token is "<row id>.<secret>"; only the secret's hash is stored. */
export async function issueRefreshToken(tx: Tx, options: IssueOptions): Promise<string> {
  const id = randomUUID();
  const secret = randomSecret();
  await insertRefreshToken(tx, {
    id,
    userId: options.userId,
    familyId: options.familyId ?? randomUUID(),
    tokenHash: sha256(secret),
    impersonatorId: options.impersonatorId,
    expiresAt: new Date(Date.now() + options.days * DAY_MS),
  });
  return `${id}.${secret}`;
}

export type RotatedToken = { userId: string; impersonatorId: string | null; familyId: string; refreshToken: string };

/**
 * Uses a refresh token once and hands out its successor in the same family. A token that was
 * already used means it was copied: the whole family is revoked, so the thief's copy dies too.
 * Returns the failure instead of throwing so that a revocation commits with the transaction.
 */
export async function rotateRefreshToken(tx: Tx, raw: string, days: number): Promise<RotatedToken | { error: string }> {
  const invalid = { error: `${TOKEN_INVALID}: the refresh token is not valid.` };
  const [id, secret] = raw.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return invalid;
  const row = await findRefreshToken(tx, id, { lock: true });
  if (!row || !safeEqual(row.tokenHash, sha256(secret)) || row.revokedAt) return invalid;
  if (row.usedAt) {
    await revokeFamily(tx, row.familyId);
    return invalid;
  }
  if (row.expiresAt.getTime() <= Date.now()) return { error: `${TOKEN_EXPIRED}: the refresh token has expired.` };
  await markRefreshTokenUsed(tx, row.id);
  const refreshToken = await issueRefreshToken(tx, {
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    days,
    familyId: row.familyId,
  });
  return { userId: row.userId, impersonatorId: row.impersonatorId, familyId: row.familyId, refreshToken };
}

export async function revokeFamily(tx: Tx, familyId: string): Promise<void> {
  await revokeFamilyTokens(tx, familyId);
}

/** Signs the user out everywhere, for example after a password reset. */
export async function revokeAllForUser(tx: Tx, userId: string): Promise<void> {
  await revokeUserTokens(tx, userId);
}

/** Signing out: the session the refresh token belongs to ends, whatever state the token is in. */
export async function revokeSessionOf(tx: Tx, raw: string): Promise<void> {
  const [id, secret] = raw.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/.test(id)) return;
  const row = await findRefreshToken(tx, id);
  if (row && safeEqual(row.tokenHash, sha256(secret))) await revokeFamily(tx, row.familyId);
}

/** After a password change: every other device signs in again; this one stays signed in. */
export async function revokeOtherSessions(tx: Tx, userId: string, keepFamilyId: string | null): Promise<void> {
  await revokeUserTokens(tx, userId, keepFamilyId);
}

export function refreshFailure(result: RotatedToken | { error: string }): result is { error: string } {
  return 'error' in result;
}
