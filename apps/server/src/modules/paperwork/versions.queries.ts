import { and, count, eq, inArray, lt, max, notExists, sql } from 'drizzle-orm';
import type { TFileType } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { files, paperworkSignOns, paperworkVersions } from '../../db/schema/index.js';
import type { PaperworkVersionRow } from '../../db/schema/index.js';

/** One record of one kind. */
export type RecordRef = { companyId: string; kind: string; recordId: string };

const ofRecord = (ref: RecordRef) =>
  and(eq(paperworkVersions.companyId, ref.companyId), eq(paperworkVersions.kind, ref.kind), eq(paperworkVersions.recordId, ref.recordId));

export async function insertVersion(db: DbOrTx, values: typeof paperworkVersions.$inferInsert): Promise<PaperworkVersionRow> {
  const [row] = await db.insert(paperworkVersions).values(values).returning();
  if (!row) throw new Error('insert into paperwork_versions returned no row');
  return row;
}

/** The record's latest version number, 0 before the first issue: one probe of paperwork_versions_unique. */
export async function latestVersionNumber(db: DbOrTx, ref: RecordRef): Promise<number> {
  const [row] = await db
    .select({ version: max(paperworkVersions.version) })
    .from(paperworkVersions)
    .where(ofRecord(ref));
  return row?.version ?? 0;
}

export async function findVersion(db: DbOrTx, ref: RecordRef, version: number): Promise<PaperworkVersionRow | null> {
  const [row] = await db
    .select()
    .from(paperworkVersions)
    .where(and(ofRecord(ref), eq(paperworkVersions.version, version)));
  return row ?? null;
}

/** Locks the version row (after the record's): renders and sign-ons of one version take turns here. */
export async function lockVersion(db: DbOrTx, ref: RecordRef, version: number): Promise<PaperworkVersionRow | null> {
  const [row] = await db
    .select()
    .from(paperworkVersions)
    .where(and(ofRecord(ref), eq(paperworkVersions.version, version)))
    .for('update');
  return row ?? null;
}

export async function setVersionFile(db: DbOrTx, ref: RecordRef, version: number, fileId: string): Promise<void> {
  await db
    .update(paperworkVersions)
    .set({ fileId, renderedAt: sql`now()` })
    .where(and(ofRecord(ref), eq(paperworkVersions.version, version)));
}

/** Sign-ons of the record, every version: a render stores its PDF only if this has not moved since it read them. */
export async function countRecordSignOns(db: DbOrTx, ref: RecordRef): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paperworkSignOns)
    .where(and(eq(paperworkSignOns.companyId, ref.companyId), eq(paperworkSignOns.kind, ref.kind), eq(paperworkSignOns.recordId, ref.recordId)));
  return row?.n ?? 0;
}

/**
 * Deletes up to `limit` PDFs of the given types made before `before` that no version points at,
 * skipping rows another sweep holds; returns their storage keys. Run in the system context: the
 * sweep covers every company.
 */
export async function deleteUnreferencedDocuments(db: DbOrTx, fileTypes: TFileType[], before: Date, limit: number): Promise<string[]> {
  if (fileTypes.length === 0) return [];
  const stale = db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.fileType, fileTypes),
        lt(files.createdAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(paperworkVersions)
            .where(eq(paperworkVersions.fileId, files.id)),
        ),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.delete(files).where(inArray(files.id, stale)).returning({ key: files.storageKey });
  return rows.map((row) => row.key);
}
