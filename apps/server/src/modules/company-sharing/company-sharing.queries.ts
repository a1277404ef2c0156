import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';

export async function findCompanyToShare(db: DbOrTx, companyId: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
