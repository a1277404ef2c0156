import { isPahRoles } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found } from '../../platform/access/with-access.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { notFound } from '../../platform/errors.js';
import { findCompanyJob, isOnJob, lockCompanyJob } from './jobs.queries.js';

/*
 * What only jobs know of access (the rest is the access table's: packages/contracts/src/access/
 * jobs.access.ts). The account holder runs every job of the company; staff see and write notes
 * on the jobs they are on, and nothing else: another job answers 404, as if it did not exist, so
 * a job id guessed or forwarded tells them nothing.
 */

/** The job to change, locked so two changes to it apply one after the other. */
export async function lockedJob(scope: AccessScope, jobId: string): Promise<JobRow> {
  return found(await lockCompanyJob(scope.tx, scope.auth.companyId, jobId), 'Job');
}

/** A job the person may see: any of the company's for the account holder, their own for staff. */
export async function visibleJob(tx: Tx, auth: CompanyAuth, jobId: string): Promise<JobRow> {
  const job = await findCompanyJob(tx, auth.companyId, jobId);
  if (!job) throw notFound('Job');
  if (!isPahRoles(auth.roles) && !(await isOnJob(tx, auth.companyId, job.id, auth.userId))) throw notFound('Job');
  return job;
}
