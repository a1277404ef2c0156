import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileRow } from '../../db/schema/index.js';

/*
 * The core's own reads and writes of the files table (a version's PDF, a signature image), so the
 * core depends on no other module: every kind's module depends on it, and it must never be part
 * of a loop between them.
 */

export async function insertDocumentFile(db: DbOrTx, values: typeof files.$inferInsert): Promise<FileRow> {
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
