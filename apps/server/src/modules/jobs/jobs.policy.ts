import { isPahRoles } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobRow } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder, requireCompanyUser } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { findCompanyJob, findCompanyStanding, isOnJob, lockCompanyJob } from './jobs.queries.js';

/*
 * Who may do what with a job. The account holder runs every job of the company; staff see and
 * write notes on the jobs they are on, and nothing else: another job answers 404, as if it did
 * not exist, so a job id guessed or forwarded tells them nothing.
 */

const CLOSED = 'This account is suspended or closed, so its jobs cannot be changed. Please contact support.';

export type JobWrite = { tx: Tx; auth: CompanyAuth; timeZone: string };

/** A suspended or closed company can read its jobs but not change them (spec 2.3). */
async function openCompany(tx: Tx, companyId: string): Promise<{ timeZone: string }> {
  const company = await findCompanyStanding(tx, companyId);
  if (!company) throw notFound('Company');
  if (company.status === 'suspended' || company.status === 'inactive') throw forbidden(CLOSED);
  return { timeZone: company.timeZone };
}

/** An account holder's change, in one transaction of the company. */
export function withJobWrite<T>(ctx: AppContext, auth: AuthContext, fn: (write: JobWrite) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const { timeZone } = await openCompany(tx, auth.companyId);
    return fn({ tx, auth, timeZone });
  });
}

/** The job to change, locked; another company's id answers 404 like a missing one. */
export async function lockedJob(write: JobWrite, jobId: string): Promise<JobRow> {
  const job = await lockCompanyJob(write.tx, write.auth.companyId, jobId);
  if (!job) throw notFound('Job');
  return job;
}

/** A job the person may see: any of the company's for the account holder, their own for staff. */
export async function visibleJob(tx: Tx, auth: CompanyAuth, jobId: string): Promise<JobRow> {
  const job = await findCompanyJob(tx, auth.companyId, jobId);
  if (!job) throw notFound('Job');
  if (!isPahRoles(auth.roles) && !(await isOnJob(tx, auth.companyId, job.id, auth.userId))) throw notFound('Job');
  return job;
}

/** A note is written by the account holder or by someone on the job, in an open company. */
export function withJobNoteWrite<T>(ctx: AppContext, auth: AuthContext, jobId: string, fn: (tx: Tx, job: JobRow, auth: CompanyAuth) => Promise<T>): Promise<T> {
  requireCompanyUser(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const job = await visibleJob(tx, auth, jobId);
    await openCompany(tx, auth.companyId);
    return fn(tx, job, auth);
  });
}
