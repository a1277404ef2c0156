import { and, count, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileRow } from '../../db/schema/index.js';

export async function insertFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert into files returned no row');
  return row;
}

/** Scoped by company: another company's file is simply not found. */
export async function findCompanyFile(db: DbOrTx, companyId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
  return row ?? null;
}

/** For signed links only: the signature already proves the holder may read this file. */
export async function findFileById(db: DbOrTx, fileId: string): Promise<FileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

/** Files of the company stored under a key prefix (e.g. the signatures uploaded through one link). */
export async function countFilesUnder(tx: DbOrTx, companyId: string, prefix: string): Promise<number> {
  // The prefix is built from ids (hex and dashes), so it holds no LIKE wildcards.
  const [row] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.companyId, companyId), like(files.storageKey, `${prefix}%`)));
  return row?.n ?? 0;
}
