import { CONTRACTOR_MESSAGES } from '@hivis/contracts';
import type { TContractedJob, TContractPage, ZContractJobSchema, ZContractListQuerySchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import type { JobContractRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found as foundOr404, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { asConnectedViewWithin, asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { siteAddressOf, whenOf } from '../assignments/index.js';
import type { JobContext } from '../assignments/index.js';
import { findJobContext, hasLiveAssignments } from '../assignments/index.js';
import { formatJobWindow } from '../assignments/index.js';
import { findCompanyName, findLiveConnection } from './connections.queries.js';
import { isUniqueViolation } from '../../db/errors.js';
import { loadForStep, runContractorAction } from './contractor-steps.js';
import type { ContractorAction } from './contractor-steps.js';
import { tellContractOffered, tellWithdrawn } from './contractors.messages.js';
import { addressText, presentContract, presentContractRow, presentEvent } from './contractors.presenter.js';
import { asHiringCompanyWithin } from './contractors.policy.js';
import {
  findContractJob,
  findJobContract,
  insertContract,
  insertEvent,
  listContracts,
  listEvents,
  setJobContracting,
  updateContract,
} from './contracts.queries.js';

/*
 * Contracting a job to a connected contractor ("job ... contract"), both sides. A job is done by
 * the company's own staff or by one contracted company, never both at once: contracting is refused
 * while staff are offered or accepted (and assigning staff is refused while a contract is live).
 */

type Side = 'hiring' | 'contractor';
type ContractJob = NonNullable<Awaited<ReturnType<typeof findContractJob>>>;

/** The job as both sides see it beside its contract, in the hiring company's time zone. */
function jobOf({ job, company, site, projectName }: ContractJob): TContractedJob['job'] {
  return {
    id: job.id,
    worksiteId: job.worksiteId,
    projectId: job.projectId,
    title: job.title,
    jobNumber: job.jobNumber,
    status: job.status,
    when: formatJobWindow(job.scheduledStart, job.scheduledEnd, company.timeZone),
    description: job.description,
    scope: job.scope,
    projectName,
    siteName: site.name,
    siteAddress: addressText(site.address),
    hiringCompanyName: company.name,
  };
}

/** The job and its contract as the viewer's side sees it; another company's job answers 404. */
async function viewOf(tx: Tx, side: Side, viewerCompanyId: string, jobId: string): Promise<TContractedJob> {
  const found = await asConnectedViewWithin(tx, () => findContractJob(tx, jobId));
  const mine = side === 'hiring' ? found?.job.companyId === viewerCompanyId : found?.job.contractedCompanyId === viewerCompanyId;
  if (!found || !mine) throw notFound('Job');
  const contract = await findJobContract(tx, jobId, side === 'contractor' ? { contractorCompanyId: viewerCompanyId } : {});
  if (side === 'contractor' && (!contract || contract.status === 'declined' || contract.status === 'withdrawn')) throw notFound('Job');
  const contractorName = contract ? ((await asPlatformWithin(tx, () => findCompanyName(tx, contract.contractorCompanyId))) ?? '') : '';
  // Names of the people who acted, on either side: read by the platform for this one contract.
  const events = contract ? await asPlatformWithin(tx, () => listEvents(tx, contract.id)) : [];
  return {
    side,
    job: jobOf(found),
    contract: contract ? presentContract(contract, contractorName) : null,
    events: events.map(presentEvent),
  };
}

/** GET /api/v3/job/{id}/contract: the hiring company, or the contractor the job is contracted to. */
export function getJobContract(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TContractedJob> {
  return withAccess(ctx, auth, 'contractors.read', async ({ tx, company }) => {
    const found = await asConnectedViewWithin(tx, () => findContractJob(tx, jobId));
    return viewOf(tx, found?.job.companyId === company.id ? 'hiring' : 'contractor', company.id, jobId);
  });
}

/** The hiring company's job to change, locked; another company's job answers 404. */
async function lockedJob(holder: AccessScope, jobId: string): Promise<JobContext> {
  return foundOr404(await findJobContext(holder.tx, holder.company.id, jobId, true), 'Job');
}

/** POST /api/v3/job/{id}/contract */
export async function contractJob(ctx: AppContext, auth: AuthContext, jobId: string, input: z.output<typeof ZContractJobSchema>): Promise<TContractedJob> {
  try {
    return await withAccess(ctx, auth, 'contractors.manage', async (holder) => {
      const { tx, company } = holder;
      const context = await lockedJob(holder, jobId);
      const { job } = context;
      if (job.status === 'COMPLETED' || job.status === 'CANCELLED') throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.jobClosed);
      const current = await findJobContract(tx, job.id);
      if (current && (current.status === 'offered' || current.status === 'accepted')) {
        // The same contractor again is a harmless retry; another one must wait for a withdrawal.
        if (current.contractorCompanyId === input.contractorCompanyId) return viewOf(tx, 'hiring', company.id, job.id);
        throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.alreadyContracted);
      }
      const connection = await findLiveConnection(tx, company.id, input.contractorCompanyId);
      if (!connection || connection.status !== 'accepted') throw invalidFields({ contractorCompanyId: CONTRACTOR_MESSAGES.notConnected });
      if (await hasLiveAssignments(tx, company.id, job.id)) throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.staffAssigned);
      const contract = await insertContract(tx, {
        companyId: company.id,
        contractorCompanyId: input.contractorCompanyId,
        jobId: job.id,
        offeredBy: holder.auth.userId,
      });
      await insertEvent(tx, contract, 'offered', holder.auth.userId);
      await setJobContracting(tx, job, { contractedCompanyId: input.contractorCompanyId });
      await tellContractOffered(ctx, tx, { contract, job: briefOf(context), hiringName: company.name });
      ctx.log.info({ job: job.id, contract: contract.id }, 'job contracted');
      return viewOf(tx, 'hiring', company.id, job.id);
    });
  } catch (error) {
    // Two offers on one job at once: job_contracts_job_live_unique decides.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.alreadyContracted);
    throw error;
  }
}

const siteLine = (context: JobContext) => `${context.site.name}${siteAddressOf(context) ? `, ${siteAddressOf(context)}` : ''}`;

/** The job as the contractor's mail describes it. */
const briefOf = (context: JobContext) => {
  const { job } = context;
  return { id: job.id, title: job.title, worksiteId: job.worksiteId, projectId: job.projectId, siteName: siteLine(context), when: whenOf(context) };
};

/** DELETE /api/v3/job/{id}/contract: withdraws the live contract; the job is free again. */
export function withdrawContract(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TContractedJob> {
  return withAccess(ctx, auth, 'contractors.manage', async (holder) => {
    const { tx, company } = holder;
    const context = await lockedJob(holder, jobId);
    const { job } = context;
    const current = await findJobContract(tx, job.id, { lock: true });
    if (!current || (current.status !== 'offered' && current.status !== 'accepted')) throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.noContract);
    const updated = await updateContract(tx, current.id, { status: 'withdrawn' });
    await insertEvent(tx, updated, 'withdrawn', holder.auth.userId);
    const freed = job.status === 'IN_PROGRESS' && !(await hasLiveAssignments(tx, company.id, job.id));
    await setJobContracting(tx, job, { contractedCompanyId: null, ...(freed ? { status: 'PENDING' as const } : {}) });
    await tellWithdrawn(ctx, tx, { contractorCompanyId: current.contractorCompanyId, hiringName: company.name, job: briefOf(context) });
    return viewOf(tx, 'hiring', company.id, job.id);
  });
}

type ListQuery = z.output<typeof ZContractListQuerySchema>;

/** GET /api/v3/job/contracts: the hiring company's contracted jobs (review-contracts). */
export function getContracts(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<TContractPage> {
  return withAccess(ctx, auth, 'contractors.read', async ({ tx, company }) => listOf(tx, 'hiring', company, query));
}

/** GET /api/v3/job/contracted: the jobs contracted to the contractor, and only those. */
export function getContractedJobs(ctx: AppContext, auth: AuthContext, query: ListQuery): Promise<TContractPage> {
  return withAccess(ctx, auth, 'contractors.read', async ({ tx, company }) => listOf(tx, 'contractor', company, query));
}

async function listOf(tx: Tx, side: Side, company: AccessScope['company'], query: ListQuery): Promise<TContractPage> {
  const { rows, total } = await asConnectedViewWithin(tx, () =>
    listContracts(tx, side, company.id, { stage: query.stage, otherCompanyId: query.companyId, limit: query.take, offset: (query.page - 1) * query.take }),
  );
  return { items: rows.map((row) => presentContractRow(row, company.timeZone)), total, page: query.page, take: query.take };
}

/**
 * POST /api/v3/job/{id}/contract/{action}: the contractor, signed in. The contract is found
 * under the contractor's own context first; only then does the step run as the hiring company.
 */
export function actOnContract(ctx: AppContext, auth: AuthContext, jobId: string, action: ContractorAction): Promise<TContractedJob & { message: string }> {
  return withAccess(ctx, auth, 'contractors.manage', async ({ tx, company }) => {
    const found = await asConnectedViewWithin(tx, () => findContractJob(tx, jobId));
    const contract = found && found.job.contractedCompanyId === company.id ? await findJobContract(tx, jobId, { contractorCompanyId: company.id }) : null;
    if (!found || !contract || contract.status === 'declined' || contract.status === 'withdrawn') throw notFound('Job');
    const result = await asHiringCompanyWithin(tx, contract.companyId, company.id, async () => {
      const loaded = await loadForStep(tx, contract.id, contract.companyId, jobId);
      return runContractorAction(ctx, tx, loaded.contract, loaded.context, auth.userId, action);
    });
    // After a decline the job is no longer the contractor's to see: answer with what it was.
    if (action === 'decline') return { ...(await declinedView(tx, result.contract, found, company.id)), message: result.message };
    return { ...(await viewOf(tx, 'contractor', company.id, jobId)), message: result.message };
  });
}

async function declinedView(tx: Tx, contract: JobContractRow, found: ContractJob, companyId: string): Promise<TContractedJob> {
  const name = (await asPlatformWithin(tx, () => findCompanyName(tx, companyId))) ?? '';
  return {
    side: 'contractor',
    job: jobOf(found),
    contract: presentContract(contract, name),
    events: [],
  };
}
