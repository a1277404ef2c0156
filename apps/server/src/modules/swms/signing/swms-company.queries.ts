import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { swms } from '../../../db/schema/index.js';

/** The company of a SWMS, as the tenant transaction sees it (row-level security filters others). */
export async function swmsCompanyOf(tx: Tx, swmsId: string): Promise<string | null> {
  const [row] = await tx.select({ companyId: swms.companyId }).from(swms).where(eq(swms.id, swmsId));
  return row?.companyId ?? null;
}
