import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { swmsSignatures, swmsVersions } from '../../../db/schema/index.js';
import type { SwmsVersionRow } from '../../../db/schema/index.js';

export async function insertVersion(db: DbOrTx, values: typeof swmsVersions.$inferInsert): Promise<SwmsVersionRow> {
  const [row] = await db.insert(swmsVersions).values(values).returning();
  if (!row) throw new Error('insert into swms_versions returned no row');
  return row;
}

/** Locks the version row: a signature's re-render of the same version waits for this one. */
export async function lockVersion(db: DbOrTx, companyId: string, swmsId: string, version: number): Promise<SwmsVersionRow | null> {
  const [row] = await db
    .select()
    .from(swmsVersions)
    .where(and(eq(swmsVersions.companyId, companyId), eq(swmsVersions.swmsId, swmsId), eq(swmsVersions.version, version)))
    .for('update');
  return row ?? null;
}

export async function countSignatures(db: DbOrTx, companyId: string, swmsId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(swmsSignatures)
    .where(and(eq(swmsSignatures.companyId, companyId), eq(swmsSignatures.swmsId, swmsId)));
  return row?.n ?? 0;
}
