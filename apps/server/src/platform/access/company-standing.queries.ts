import { sql } from 'drizzle-orm';
import type { TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { enterTenant } from '../tenancy/tenant.queries.js';
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

/** The row as the statement below answers it. */
type StandingRow = Omit<CompanyStanding, 'features'> & { enabledFeatures: string[] | null; featuresSwitchedOff: string[] | null };

/**
 * Enters the company's tenant (tenancy/tenant.queries.ts: the non-superuser role that row-level
 * security applies to, and the company with its proof), then reads the company's standing as that
 * tenant: the app's login role sees no row before it. Null when the company is gone: the caller
 * refuses and the transaction ends. Written out in SQL rather than built: this runs on every
 * company request, and building it cost more than running it.
 */
export async function enterCompanyTenant(tx: Tx, companyId: string, proof: string): Promise<CompanyStanding | null> {
  await enterTenant(tx, companyId, proof);
  const result = (await tx.execute(sql`
    select c.id, c.name, c.status, c.payment_status as "paymentStatus", c.time_zone as "timeZone", c.country,
      c.enabled_features as "enabledFeatures", c.features_switched_off as "featuresSwitchedOff"
    from ${companies} c where c.id = ${companyId}`)) as unknown as { rows: StandingRow[] };
  const [row] = result.rows;
  if (!row) return null;
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
