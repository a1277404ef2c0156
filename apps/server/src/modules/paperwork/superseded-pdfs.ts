import type { AppContext } from '../../platform/context.js';
import { LINK_LIFETIME_SECONDS } from '../../platform/files/signed-links.js';
import { HourlyJob } from '../../platform/hourly-job.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { declaredKinds, type AnyPaperworkKind } from './paperwork.kinds.js';
import { deleteUnreferencedDocuments } from './versions.queries.js';

const BATCH_SIZE = 200;

/**
 * Each sign-on produces a version's PDF again, so every version leaves a trail of earlier copies;
 * only the newest is kept on the version (paperwork_versions.file_id). An earlier copy is deleted
 * once no version points at it and every link handed out for it has expired (signed links last an
 * hour; two hours leaves room for a render that stored its file but had not yet set it on the
 * version). Only the declared kinds' document file types are swept, which is why a kind's document
 * type must be used for nothing else. The system context, deliberately: one sweep covers every
 * company. Rows go first, then the bytes: a failed removal only leaves unreachable bytes, logged.
 */
export async function deleteSupersededPaperworkPdfs(ctx: AppContext, now: Date = new Date(), kinds: AnyPaperworkKind[] = declaredKinds()): Promise<number> {
  const before = new Date(now.getTime() - 2 * LINK_LIFETIME_SECONDS * 1000);
  const fileTypes = [...new Set(kinds.map((kind) => kind.files.document))];
  let deleted = 0;
  for (;;) {
    const keys = await withSystem(ctx.db, (tx) => deleteUnreferencedDocuments(tx, fileTypes, before, BATCH_SIZE));
    for (const key of keys) {
      await ctx.fileStorage
        .remove(key)
        .catch((error: unknown) => ctx.log.error({ err: error, key }, 'superseded paperwork PDF: the stored file could not be removed'));
    }
    deleted += keys.length;
    if (keys.length < BATCH_SIZE) return deleted;
  }
}

/** Runs the clean-up every hour in the server process; started by main, stopped on shutdown. */
export function supersededPaperworkPdfSweeper(ctx: AppContext): HourlyJob {
  return new HourlyJob(ctx.log, 'superseded paperwork PDF sweep', () => deleteSupersededPaperworkPdfs(ctx));
}
