import { COMMAND_MAX_AGE_DAYS } from '@hivis/contracts';
import type { AppContext } from '../context.js';
import { HourlyJob } from '../hourly-job.js';
import { withSystem } from '../tenancy/tenant.js';
import { deleteCommandsReceivedBefore } from './commands.queries.js';

/*
 * applied_commands answers a copy of an action the server has already applied. A phone sends an
 * action for at most COMMAND_MAX_AGE_DAYS after it was tapped (older ones are refused), and a copy
 * comes from a phone that never heard the answer: four times that is long past the last copy, even
 * for a phone left in a drawer, so older rows only take space.
 */
export const APPLIED_COMMANDS_KEPT_DAYS = COMMAND_MAX_AGE_DAYS * 4;
const BATCH = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes applied commands received more than APPLIED_COMMANDS_KEPT_DAYS before `now`, in batches; answers how many went. */
export async function pruneAppliedCommands(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - APPLIED_COMMANDS_KEPT_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    // One short transaction per batch: the phones' own commands never wait long behind it.
    const deleted = await withSystem(ctx.db, (tx) => deleteCommandsReceivedBefore(tx, before, BATCH));
    total += deleted;
    if (deleted < BATCH) break;
  }
  if (total > 0) ctx.log.info({ deleted: total, before: before.toISOString() }, 'old applied commands pruned');
  return total;
}

export function appliedCommandsPruner(ctx: AppContext): HourlyJob {
  return new HourlyJob(ctx.log, 'applied commands prune', () => pruneAppliedCommands(ctx));
}
