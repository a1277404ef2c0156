import { isPahRoles } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { notFound } from '../../platform/errors.js';
import { isOnJob } from '../jobs/index.js';

/*
 * What only SWMS know of access (the rest is the access table's: packages/contracts/src/access/
 * swms*.access.ts, with the refusals worded by its 'swms' area).
 */

/**
 * Staff reach a job's SWMS only while they are on the job, the rule every job screen follows
 * (jobs.policy visibleJob); the account holder reaches every job's. Out of reach reads as not
 * there, so an id does not tell a staff member that another job's SWMS exists.
 */
export async function requireJobReach(tx: Tx, auth: CompanyAuth, jobId: string, what: 'Job' | 'SWMS'): Promise<void> {
  if (isPahRoles(auth.roles)) return;
  if (!(await isOnJob(tx, auth.companyId, jobId, auth.userId))) throw notFound(what);
}
