import type { Tx } from '../../db/client.js';
import { AppError } from '../errors.js';
import { countRequest } from './rate-limit.queries.js';

export type RateLimitRule = { key: string; limit: number };

/**
 * Counts one request against each rule's key in a fixed window and refuses with 429 and
 * Retry-After once a key has used its limit. It shares the login_throttles table (one row per
 * key, keys prefixed by their use, e.g. 'contact:address:…'), so every app instance sees the
 * same counts without another table. A refused request is not counted: the caller's transaction
 * rolls back with the error.
 */
export async function takeRateLimit(tx: Tx, rules: RateLimitRule[], windowMs: number, message: string): Promise<void> {
  const windowStart = new Date(Date.now() - windowMs).toISOString();
  for (const rule of rules) {
    const row = await countRequest(tx, rule.key, windowStart);
    if (row && row.count > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((row.windowStartedAt.getTime() + windowMs - Date.now()) / 1000));
      throw new AppError('TOO_MANY_REQUESTS', message, undefined, { 'retry-after': String(retryAfter) });
    }
  }
}
