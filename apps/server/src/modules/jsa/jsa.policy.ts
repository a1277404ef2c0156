import { isPahRoles } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { notFound } from '../../platform/errors.js';
import { isOnJob } from '../jobs/index.js';

/*
 * What only JSA reports know of access (the rest is the access table's: packages/contracts/src/
 * access/jsa.access.ts, refusals worded by its 'jsa' area). The account holder reaches every job's
 * JSAs; staff, supervisors and workers alike, the JSAs of the jobs they are on (any answer but
 * removed, as jobs.policy visibleJob), the rule SWMS and pre-start talks follow too. Out of reach
 * reads as not there.
 */

/** Whose JSAs a list shows: null for the account holder (every one), else the staff member's id. */
export const staffOf = (auth: CompanyAuth): string | null => (isPahRoles(auth.roles) ? null : auth.userId);

/** Whether this person reaches the job's JSAs (and the job's SWMS, by the same rule). */
export async function reachesJob(tx: Tx, auth: CompanyAuth, jobId: string): Promise<boolean> {
  return isPahRoles(auth.roles) || isOnJob(tx, auth.companyId, jobId, auth.userId);
}

/** A JSA on this job, for this person: 404 when a staff member is not on the job. */
export async function requireJsaReach(tx: Tx, auth: CompanyAuth, jobId: string): Promise<void> {
  if (!(await reachesJob(tx, auth, jobId))) throw notFound('JSA');
}
