import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/** The company's name, zone, standing and features, for a dashboard. */
export async function findDashboardCompany(tx: Tx, companyId: string) {
  const [company] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      timeZone: companies.timeZone,
      status: companies.status,
      enabledFeatures: companies.enabledFeatures,
      featuresSwitchedOff: companies.featuresSwitchedOff,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company;
}
