import { FEATURE_CATALOGUE, TIMESHEET_MESSAGES, effectiveRole } from '@hivis/contracts';
import type { TPlatformAvailability } from '@hivis/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { effectiveFeatures } from '../features/effective-features.js';

/*
 * Who may use timesheets. The company must have the 'timesheet' feature in effect (its plan less
 * what the owner switched off), and the person's role must have it available: the catalogue says
 * PAH mobile, SAH mobile, NAH none. 'mobile' is honoured on any screen (the web app is the phone
 * app here); 'none' is refused, so NAH staff cannot clock in: their supervisor records their hours.
 */

const TIMESHEET = FEATURE_CATALOGUE.find((feature) => feature.key === 'timesheet');

/** The catalogue's column for a role: account holders PAH, leading hands SAH, others as named. */
function availabilityOf(roles: readonly string[]): TPlatformAvailability {
  const role = effectiveRole(roles);
  const availability = TIMESHEET?.availability;
  if (!availability) return 'none';
  if (role.includes('PAH')) return availability.PAH;
  if (role === 'SAH' || role === 'SAH_LH') return availability.SAH;
  if (role === 'NAH') return availability.NAH;
  return 'none';
}

export type TimesheetCompany = { id: string; timeZone: string; readOnly: boolean };

/** The first check of every timesheet call; a role without the feature is refused before any read. */
export function requireTimesheetRole(auth: AuthContext): asserts auth is CompanyAuth {
  requireCompanyUser(auth);
  if (availabilityOf(auth.roles) === 'none') throw forbidden(TIMESHEET_MESSAGES.roleNone);
}

/** Inside the tenant transaction: the company has the feature on; its time zone for the answer. */
export async function requireTimesheetCompany(tx: Tx, auth: CompanyAuth): Promise<TimesheetCompany> {
  const [company] = await tx
    .select({
      id: companies.id,
      timeZone: companies.timeZone,
      status: companies.status,
      enabledFeatures: companies.enabledFeatures,
      featuresSwitchedOff: companies.featuresSwitchedOff,
    })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  if (!company) throw notFound('Company');
  if (!effectiveFeatures(company).includes('timesheet')) throw forbidden(TIMESHEET_MESSAGES.featureOff);
  return { id: company.id, timeZone: company.timeZone, readOnly: company.status === 'suspended' || company.status === 'inactive' };
}

/** Writes: a suspended or closed company keeps its hours readable but frozen (spec 2.3). */
export function requireWritable(company: TimesheetCompany): void {
  if (company.readOnly) throw forbidden(TIMESHEET_MESSAGES.readOnly);
}
