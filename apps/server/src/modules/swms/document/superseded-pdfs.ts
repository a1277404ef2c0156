import type { AppContext } from '../../../platform/context.js';
import { LINK_LIFETIME_SECONDS } from '../../../platform/files/signed-links.js';
import { HourlyJob } from '../../../platform/hourly-job.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { deleteSupersededPdfRows } from './superseded-pdfs.queries.js';

const BATCH_SIZE = 200;

/**
 * A version's PDF is produced again after every sign-on, so each version leaves a trail of
 * earlier copies; only the newest is kept on the version (swms_versions.file_id), and each issued
 * version keeps its own. An earlier copy is deleted once no version points at it and every link
 * handed out for it has expired (signed links last an hour; two hours leaves room for a render
 * that stored its file but had not yet set it on the version). Rows go first, then the bytes: a
 * failed removal only leaves unreachable bytes, which are logged. Returns how many were deleted.
 */
export async function deleteSupersededSwmsPdfs(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 2 * LINK_LIFETIME_SECONDS * 1000);
  let deleted = 0;
  for (;;) {
    const keys = await withSystem(ctx.db, (tx) => deleteSupersededPdfRows(tx, before, BATCH_SIZE));
    for (const key of keys) {
      await ctx.fileStorage
        .remove(key)
        .catch((error: unknown) => ctx.log.error({ err: error, key }, 'superseded SWMS PDF: the stored file could not be removed'));
    }
    deleted += keys.length;
    if (keys.length < BATCH_SIZE) return deleted;
  }
}

/** Runs the clean-up every hour in the server process; started by main, stopped on shutdown. */
export function supersededSwmsPdfSweeper(ctx: AppContext): HourlyJob {
  return new HourlyJob(ctx.log, 'superseded SWMS PDF sweep', () => deleteSupersededSwmsPdfs(ctx));
}
