import { and, eq, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { files, swmsVersions } from '../../../db/schema/index.js';

/**
 * Deletes up to `limit` SWMS PDF rows made before `before` that no version points at (skipping
 * rows another sweep holds) and returns their storage keys.
 */
export async function deleteSupersededPdfRows(tx: Tx, before: Date, limit: number): Promise<string[]> {
  const stale = tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.fileType, 'swms_document'),
        lt(files.createdAt, before),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(swmsVersions)
            .where(eq(swmsVersions.fileId, files.id)),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await tx.delete(files).where(inArray(files.id, stale)).returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}
