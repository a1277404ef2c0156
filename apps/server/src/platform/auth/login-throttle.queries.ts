import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

export function findThrottles(tx: Tx, keys: string[]) {
  return tx.select().from(loginThrottles).where(inArray(loginThrottles.key, keys));
}

/**
 * Counts one failure against the key in one statement, so concurrent failures cannot lose a
 * count: a window older than windowStart starts again at 1, and reaching the limit within the
 * window locks the key for lockMs.
 */
export async function countLoginFailure(tx: Tx, key: string, windowStart: Date, limit: number, lockMs: number): Promise<void> {
  await tx.execute(sql`
    insert into login_throttles (key, failures, window_started_at)
    values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttles.window_started_at < ${windowStart} then 1 else login_throttles.failures + 1 end,
      window_started_at = case when login_throttles.window_started_at < ${windowStart} then now() else login_throttles.window_started_at end,
      locked_until = case
        when login_throttles.window_started_at >= ${windowStart} and login_throttles.failures + 1 >= ${limit}
        then now() + ${`${lockMs} milliseconds`}::interval
        else login_throttles.locked_until end`);
}

export async function deleteThrottle(tx: Tx, key: string): Promise<void> {
  await tx.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
}
