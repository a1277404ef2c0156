import { sql } from 'drizzle-orm';
import type { TCompanyStatus, TCountry, TPaymentStatus } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { APP_ROLE } from '../../db/migrate.js';

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
 * Enters the company's tenant and reads its standing, in one statement: every request pays for
 * each round trip, and on the embedded database they queue one behind another.
 * hivis_enter_company (migration 0019) checks the proof, names the company with it for the rest
 * of the transaction and answers the company's row, which the app's login role could not read
 * before; the select list then switches to the tenant role (the non-superuser role row-level
 * security applies to). Null when the company is gone (and then the role was not switched: the
 * caller refuses and the transaction ends). Written out in SQL rather than built: this runs on
 * every company request, and building it cost more than running it.
 */
export async function enterCompanyTenant(tx: Tx, companyId: string, proof: string): Promise<CompanyStanding | null> {
  const result = (await tx.execute(sql`
    select set_config('role', ${APP_ROLE}, true) as "role",
      s.company_id as id, s.company_name as name, s.company_status as status, s.company_payment_status as "paymentStatus",
      s.company_time_zone as "timeZone", s.company_country as country, s.company_enabled_features as "enabledFeatures",
      s.company_features_switched_off as "featuresSwitchedOff"
    from hivis_enter_company(${companyId}, ${proof}) s`)) as unknown as { rows: StandingRow[] };
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
