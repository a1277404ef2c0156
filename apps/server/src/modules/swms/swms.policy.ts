import { FEATURE_CATALOGUE, effectiveRole, isPahRoles } from '@hivis/contracts';
import type { TPlatformAvailability } from '@hivis/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireCompanyUser } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { effectiveFeatures } from '../features/effective-features.js';
import { isOnJob } from '../jobs/jobs.queries.js';

/*
 * Who may do what with SWMS. Two checks, like every feature: the person's role must have the
 * feature available (spec 6: swms PAH both, SAH mobile, NAH mobile; swms.create NAH none; 'mobile'
 * is honoured on any screen, the web app being the phone app here), and the company must have
 * it in effect (its plan less what the owner switched off). 'swms' is the umbrella: every SWMS
 * call needs it, and create, view and send each need their own key as well.
 */

export const SWMS_MESSAGES_POLICY = {
  roleNone: 'Your role cannot do this with SWMS. Please ask your supervisor.',
  featureOff: 'SWMS is not switched on for your company. The account holder can turn it on in Manage Features.',
  readOnly: 'This account is suspended or closed: its SWMS can be read but not changed.',
} as const;

export type TSwmsFeature = 'swms' | 'swms.create' | 'swms.view' | 'swms.send';

function availabilityOf(feature: TSwmsFeature, roles: readonly string[]): TPlatformAvailability {
  const availability = FEATURE_CATALOGUE.find((item) => item.key === feature)?.availability;
  if (!availability) return 'none';
  const role = effectiveRole(roles);
  if (role.includes('PAH')) return availability.PAH;
  if (role === 'SAH' || role === 'SAH_LH') return availability.SAH;
  if (role === 'NAH') return availability.NAH;
  return 'none';
}

/** The first line of every signed-in SWMS call: a role without the feature is refused before any read. */
export function requireSwmsRole(auth: AuthContext, feature: TSwmsFeature): asserts auth is CompanyAuth {
  requireCompanyUser(auth);
  if (availabilityOf('swms', auth.roles) === 'none' || availabilityOf(feature, auth.roles) === 'none') {
    throw forbidden(SWMS_MESSAGES_POLICY.roleNone);
  }
}

export type SwmsCompany = { id: string; name: string; readOnly: boolean };

/** Inside the tenant transaction: the company has the feature in effect. */
export async function requireSwmsCompany(tx: Tx, auth: CompanyAuth, feature: TSwmsFeature): Promise<SwmsCompany> {
  const [company] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      status: companies.status,
      enabledFeatures: companies.enabledFeatures,
      featuresSwitchedOff: companies.featuresSwitchedOff,
    })
    .from(companies)
    .where(eq(companies.id, auth.companyId));
  if (!company) throw notFound('Company');
  const features = effectiveFeatures(company);
  if (!features.includes('swms') || !features.includes(feature)) throw forbidden(SWMS_MESSAGES_POLICY.featureOff);
  return { id: company.id, name: company.name, readOnly: company.status === 'suspended' || company.status === 'inactive' };
}

/** Writes: a suspended or closed company keeps its SWMS readable but frozen. */
export function requireWritable(company: SwmsCompany): void {
  if (company.readOnly) throw forbidden(SWMS_MESSAGES_POLICY.readOnly);
}

/**
 * Staff reach a job's SWMS only while they are on the job, the rule every job screen follows
 * (jobs.policy visibleJob); the account holder reaches every job's. Out of reach reads as not
 * there, so an id does not tell a staff member that another job's SWMS exists.
 */
export async function requireJobReach(tx: Tx, auth: CompanyAuth, jobId: string, what: 'Job' | 'SWMS'): Promise<void> {
  if (isPahRoles(auth.roles)) return;
  if (!(await isOnJob(tx, auth.companyId, jobId, auth.userId))) throw notFound(what);
}
