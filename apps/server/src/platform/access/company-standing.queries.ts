import { eq, sql } from 'drizzle-orm';
import type { TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { APP_ROLE } from '../../db/migrate.js';
import { companies } from '../../db/schema/index.js';

/** What the access scope knows of the caller's company, read as the tenant transaction opens. */
export type CompanyStanding = {
  id: string;
  name: string;
  status: TCompanyStatus;
  paymentStatus: TPaymentStatus;
  timeZone: string;
  country: TCountry;
  /** Its plan's features less those the account holder switched off. */
  features: string[];
};

/**
 * Enters the company's tenant (the non-superuser role that row-level security applies to, and the
 * company named in the transaction-local setting its policies read) and reads the company's
 * standing, in one statement: every request pays for each round trip, and on the embedded
 * database they queue one behind another. The company row is read by its id, so the role switch
 * landing mid-statement changes nothing of what it reads. Null when the company is gone.
 */
export async function enterCompanyTenant(tx: Tx, companyId: string): Promise<CompanyStanding | null> {
  const [row] = await tx
    .select({
      role: sql<string>`set_config('role', ${APP_ROLE}, true)`,
      tenant: sql<string>`set_config('app.company_id', ${companyId}, true)`,
      id: companies.id,
      name: companies.name,
      status: companies.status,
      paymentStatus: companies.paymentStatus,
      timeZone: companies.timeZone,
      country: companies.country,
      enabledFeatures: companies.enabledFeatures,
      featuresSwitchedOff: companies.featuresSwitchedOff,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(companies, eq(companies.id, companyId));
  if (!row?.id || !row.name || !row.status || !row.paymentStatus || !row.timeZone || !row.country) return null;
  const off = new Set(row.featuresSwitchedOff ?? []);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    paymentStatus: row.paymentStatus,
    timeZone: row.timeZone,
    country: row.country,
    features: (row.enabledFeatures ?? []).filter((feature) => !off.has(feature)),
  };
}
