import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';
import { AppError } from '../errors.js';

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
  const rows = await tx.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
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
  // One statement, so concurrent failures cannot lose a count.
  await tx.execute(sql`
    insert into login_throttles (key, failures, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttles.window_started_at < ${windowStart} then 1 else login_throttles.failures + 1 end,
      window_started_at = case when login_throttles.window_started_at < ${windowStart} then now() else login_throttles.window_started_at end,
      locked_until = case
        when login_throttles.window_started_at >= ${windowStart} and login_throttles.failures + 1 >= ${limit}
        then now() + ${`${LOCK_MS} milliseconds`}::interval
        else login_throttles.locked_until end`);
}

export async function clearLoginFailures(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
}
