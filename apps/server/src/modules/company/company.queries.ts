import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';

export async function findCompany(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

/** Locked so two saves of the details (two tabs, a retry on weak data) apply one after the other. */
export async function lockCompanyForUpdate(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row ?? null;
}

export async function updateCompany(db: DbOrTx, companyId: string, changes: Partial<typeof companies.$inferInsert>): Promise<CompanyRow> {
  const [row] = await db.update(companies).set(changes).where(eq(companies.id, companyId)).returning();
  if (!row) throw new Error('update of companies returned no row');
  return row;
}
