import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { qualifications } from '../../db/schema/index.js';
import type { QualificationRow } from '../../db/schema/index.js';

/** A person's licences, soonest expiry first and those that never expire last (qualifications_user_idx). */
export function listQualifications(db: DbOrTx, companyId: string, userId: string): Promise<QualificationRow[]> {
  return db
    .select()
    .from(qualifications)
    .where(and(eq(qualifications.userId, userId), eq(qualifications.companyId, companyId)))
    .orderBy(sql`${qualifications.expiresOn} asc nulls last`, asc(qualifications.name), asc(qualifications.id));
}

export async function insertQualification(db: DbOrTx, values: typeof qualifications.$inferInsert): Promise<QualificationRow> {
  const [row] = await db.insert(qualifications).values(values).returning();
  if (!row) throw new Error('insert into qualifications returned no row');
  return row;
}

type QualificationKey = { companyId: string; userId: string; qualificationId: string };

const byKey = ({ companyId, userId, qualificationId }: QualificationKey) =>
  and(eq(qualifications.id, qualificationId), eq(qualifications.userId, userId), eq(qualifications.companyId, companyId));

export async function updateQualification(
  db: DbOrTx,
  key: QualificationKey,
  changes: Partial<typeof qualifications.$inferInsert>,
): Promise<QualificationRow | null> {
  const [row] = await db
    .update(qualifications)
    .set({ ...changes, updatedAt: new Date() })
    .where(byKey(key))
    .returning();
  return row ?? null;
}

export async function deleteQualification(db: DbOrTx, key: QualificationKey): Promise<boolean> {
  const rows = await db.delete(qualifications).where(byKey(key)).returning({ id: qualifications.id });
  return rows.length > 0;
}
