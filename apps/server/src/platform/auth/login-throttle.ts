import type { Tx } from '../../db/client.js';
import { AppError } from '../errors.js';
import { countLoginFailure, deleteThrottle, findThrottles } from './login-throttle.queries.js';

const WINDOW_MS = 15 * 60 * 1000;
const LOCK_MS = 15 * 60 * 1000;

/** Failures allowed per window before sign-in is paused: tight per account, looser per address
 *  because an office or a site can share one public address. */
export const LOGIN_LIMITS = { account: 5, address: 30 } as const;

export const throttleKeys = (email: string, address: string) => ({
  account: `account:${email.toLowerCase()}`,
  address: `address:${address}`,
});

/** Refuses with 429 and Retry-After while either key is locked. */
export async function assertNotThrottled(tx: Tx, keys: string[]): Promise<void> {
  const rows = await findThrottles(tx, keys);
  const now = Date.now();
  const lockedUntil = Math.max(0, ...rows.map((row) => row.lockedUntil?.getTime() ?? 0));
  if (lockedUntil > now) {
    const retryAfter = Math.ceil((lockedUntil - now) / 1000);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many failed sign-in attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes or reset your password.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

export async function recordLoginFailure(tx: Tx, key: string, limit: number): Promise<void> {
  const windowStart = new Date(Date.now() - WINDOW_MS);
  await countLoginFailure(tx, key, windowStart, limit, LOCK_MS);
}

export async function clearLoginFailures(tx: Tx, key: string): Promise<void> {
  await deleteThrottle(tx, key);
}
