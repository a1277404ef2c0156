import { isPahRoles } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { notFound } from '../../platform/errors.js';
import { isOnJob } from '../jobs/index.js';

/*
 * What only pre-start talks know of access (the rest is the access table's: packages/contracts/
 * src/access/prestart-talks.access.ts, refusals worded by its 'prestart-talks' area). The account
 * holder reaches every job's talks; staff the talks of the jobs they are on (any answer but
 * removed, as jobs.policy visibleJob), the rule SWMS follows too. Out of reach reads as not there.
 */

/** Whose talks a list shows: null for the account holder (every one), else the staff member's id. */
export const staffOf = (auth: CompanyAuth): string | null => (isPahRoles(auth.roles) ? null : auth.userId);

/** A talk on this job, for this person: 404 when a staff member is not on the job. */
export async function requireTalkReach(tx: Tx, auth: CompanyAuth, jobId: string): Promise<void> {
  if (isPahRoles(auth.roles)) return;
  if (!(await isOnJob(tx, auth.companyId, jobId, auth.userId))) throw notFound('Pre-start talk');
}
