import { sql } from 'drizzle-orm';
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

/** The row as the statement below answers it. */
type StandingRow = Omit<CompanyStanding, 'features'> & { enabledFeatures: string[] | null; featuresSwitchedOff: string[] | null };

/**
 * Enters the company's tenant (the non-superuser role that row-level security applies to, and the
 * company named in the transaction-local setting its policies read, with its proof) and reads the company's
 * standing, in one statement: every request pays for each round trip, and on the embedded
 * database they queue one behind another. The row is read by its id before the role switch of its
 * own select list applies. Null when the company is gone (and then nothing was switched: the
 * caller refuses and the transaction ends). Written out in SQL rather than built: this runs on
 * every company request, and building it cost more than running it.
 */
export async function enterCompanyTenant(tx: Tx, companyId: string, proof: string): Promise<CompanyStanding | null> {
  const result = (await tx.execute(sql`
    select set_config('role', ${APP_ROLE}, true) as "role", set_config('app.company_id', ${companyId}, true) as "tenant",
      set_config('app.company_proof', ${proof}, true) as "proof",
      c.id, c.name, c.status, c.payment_status as "paymentStatus", c.time_zone as "timeZone", c.country,
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
