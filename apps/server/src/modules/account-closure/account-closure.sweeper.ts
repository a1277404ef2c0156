import type { AppContext } from '../../platform/context.js';
import { HourlyJob } from '../../platform/hourly-job.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { claimDueCompanies, countUsersOfCompany, deleteCompany, storageKeysOfCompany } from './account-closure.queries.js';

const BATCH_SIZE = 5;

/**
 * Deletes every company whose closure grace period ended by `now`: its rows (the foreign keys
 * cascade from the company) and then its stored files. One transaction per batch; rows another
 * instance holds are skipped, so several instances can sweep at once. File bytes are removed only
 * after the rows are gone for good: a failed commit must not leave records pointing at lost files,
 * while a failed file removal only leaves unreachable bytes, which are logged. Returns the ids deleted.
 */
export async function deleteDueCompanies(ctx: AppContext, now: Date = new Date()): Promise<string[]> {
  const deleted: string[] = [];
  for (;;) {
    const batch = await withSystem(ctx.db, async (tx) => {
      const due = await claimDueCompanies(tx, now, BATCH_SIZE);
      const done: Array<{ id: string; keys: string[]; people: number }> = [];
      for (const company of due) {
        const keys = await storageKeysOfCompany(tx, company.id);
        const people = await countUsersOfCompany(tx, company.id);
        await deleteCompany(tx, company.id);
        done.push({ id: company.id, keys, people });
      }
      return done;
    });
    for (const company of batch) {
      let filesLeft = 0;
      for (const key of company.keys) {
        await ctx.fileStorage.remove(key).catch((error: unknown) => {
          filesLeft += 1;
          ctx.log.error({ err: error, company: company.id, key }, 'closed company: a stored file could not be removed');
        });
      }
      ctx.log.info({ company: company.id, people: company.people, files: company.keys.length, filesLeft }, 'closed company deleted after its grace period');
      deleted.push(company.id);
    }
    if (batch.length < BATCH_SIZE) return deleted;
  }
}

/** Runs the sweep every hour in the server process; started by main, stopped on shutdown. */
export function closureSweeper(ctx: AppContext): HourlyJob {
  return new HourlyJob(ctx.log, 'closed-company sweep', () => deleteDueCompanies(ctx));
}
