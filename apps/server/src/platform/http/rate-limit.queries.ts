import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { loginThrottles } from '../../db/schema/index.js';

/**
 * Counts one request against the key in one statement, so concurrent requests cannot lose a
 * count; a window that started before windowStart (ISO time) starts again at 1. Returns the count
 * in the window and when the window started.
 */
export async function countRequest(tx: Tx, key: string, windowStart: string): Promise<{ count: number; windowStartedAt: Date } | undefined> {
  const expired = sql`${loginThrottles.windowStartedAt} < ${windowStart}::timestamptz`;
  const [row] = await tx
    .insert(loginThrottles)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures: sql`case when ${expired} then 1 else ${loginThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${loginThrottles.windowStartedAt} end`,
      },
    })
    .returning({ count: loginThrottles.failures, windowStartedAt: loginThrottles.windowStartedAt });
  return row;
}
