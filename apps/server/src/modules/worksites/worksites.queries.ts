import { and, asc, count, eq, getTableColumns, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TWorksitesQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { files, worksitePhotos, worksites } from '../../db/schema/index.js';
import type { WorksitePhotoRow, WorksiteRow } from '../../db/schema/index.js';

/** One page of the company's worksites by name (worksites_company_name_idx: company, lower(name), id). */
export async function listCompanyWorksites(db: DbOrTx, companyId: string, query: TWorksitesQuery): Promise<{ rows: WorksiteRow[]; total: number }> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(worksites.companyId, companyId),
    query.archived ? isNotNull(worksites.archivedAt) : isNull(worksites.archivedAt),
    search ? or(ilike(worksites.name, search), ilike(sql`${worksites.address}->>'suburb'`, search)) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(worksites).where(where);
  const rows = await db
    .select()
    .from(worksites)
    .where(where)
    .orderBy(asc(sql`lower(${worksites.name})`), asc(worksites.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findCompanyWorksite(db: DbOrTx, companyId: string, worksiteId: string): Promise<WorksiteRow | null> {
  const [row] = await db
    .select()
    .from(worksites)
    .where(and(eq(worksites.id, worksiteId), eq(worksites.companyId, companyId)));
  return row ?? null;
}

/** Locked, so two saves of one site (two tabs, a retry on weak data) apply one after the other. */
export async function lockCompanyWorksite(db: DbOrTx, companyId: string, worksiteId: string): Promise<WorksiteRow | null> {
  const [row] = await db
    .select()
    .from(worksites)
    .where(and(eq(worksites.id, worksiteId), eq(worksites.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function insertWorksite(db: DbOrTx, values: typeof worksites.$inferInsert): Promise<WorksiteRow> {
  const [row] = await db.insert(worksites).values(values).returning();
  if (!row) throw new Error('insert into worksites returned no row');
  return row;
}

export async function updateWorksite(db: DbOrTx, companyId: string, worksiteId: string, changes: Partial<typeof worksites.$inferInsert>): Promise<WorksiteRow> {
  const [row] = await db
    .update(worksites)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(worksites.id, worksiteId), eq(worksites.companyId, companyId)))
    .returning();
  if (!row) throw new Error('update of worksites returned no row');
  return row;
}

/** A site's photo with when it was taken (its file's time, when the device sent one). */
export type WorksitePhotoWithTime = WorksitePhotoRow & { takenAt: Date | null };

/** The site's photos, oldest first (worksite_photos_worksite_idx). */
export function listWorksitePhotos(db: DbOrTx, companyId: string, worksiteId: string): Promise<WorksitePhotoWithTime[]> {
  return db
    .select({ ...getTableColumns(worksitePhotos), takenAt: files.takenAt })
    .from(worksitePhotos)
    .leftJoin(files, and(eq(files.id, worksitePhotos.fileId), eq(files.companyId, worksitePhotos.companyId)))
    .where(and(eq(worksitePhotos.worksiteId, worksiteId), eq(worksitePhotos.companyId, companyId)))
    .orderBy(asc(worksitePhotos.createdAt), asc(worksitePhotos.id));
}

export async function insertWorksitePhoto(db: DbOrTx, values: typeof worksitePhotos.$inferInsert): Promise<WorksitePhotoRow> {
  const [row] = await db.insert(worksitePhotos).values(values).returning();
  if (!row) throw new Error('insert into worksite_photos returned no row');
  return row;
}

/** Deletes one photo of one site; false when there was none (another site's or company's id). */
export async function deleteWorksitePhoto(db: DbOrTx, companyId: string, worksiteId: string, photoId: string): Promise<boolean> {
  const deleted = await db
    .delete(worksitePhotos)
    .where(and(eq(worksitePhotos.id, photoId), eq(worksitePhotos.worksiteId, worksiteId), eq(worksitePhotos.companyId, companyId)))
    .returning({ id: worksitePhotos.id });
  return deleted.length > 0;
}
