import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';

/** The plan's whole list of features and the switched-off one. */
export async function findFeatureSwitches(tx: Tx, companyId: string): Promise<Pick<CompanyRow, 'enabledFeatures' | 'featuresSwitchedOff'> | undefined> {
  const [company] = await tx
    .select({ enabledFeatures: companies.enabledFeatures, featuresSwitchedOff: companies.featuresSwitchedOff })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}

export async function saveSwitchedOffFeatures(
  tx: Tx,
  companyId: string,
  featuresSwitchedOff: CompanyRow['featuresSwitchedOff'],
): Promise<CompanyRow | undefined> {
  const [updated] = await tx.update(companies).set({ featuresSwitchedOff, updatedAt: new Date() }).where(eq(companies.id, companyId)).returning();
  return updated;
}
