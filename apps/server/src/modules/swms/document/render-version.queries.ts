import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { swms, swmsVersions } from '../../../db/schema/index.js';

/** The company of a SWMS; the caller's tenant transaction already limits what it can see. */
export async function findSwmsCompanyId(tx: Tx, swmsId: string): Promise<string | null> {
  const [row] = await tx.select({ companyId: swms.companyId }).from(swms).where(eq(swms.id, swmsId));
  return row?.companyId ?? null;
}

/** Points the version at its newest PDF. */
export async function setVersionPdf(tx: Tx, version: { companyId: string; swmsId: string; version: number }, fileId: string): Promise<void> {
  await tx
    .update(swmsVersions)
    .set({ fileId, renderedAt: sql`now()` })
    .where(and(eq(swmsVersions.companyId, version.companyId), eq(swmsVersions.swmsId, version.swmsId), eq(swmsVersions.version, version.version)));
}
