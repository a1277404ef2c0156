import { CONTRACTOR_MESSAGES } from '@hivis/contracts';
import type { TContractProgress } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobContractRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { siteAddressOf, whenOf } from '../assignments/index.js';
import type { JobContext } from '../assignments/index.js';
import { findJobContext, hasLiveAssignments } from '../assignments/index.js';
import { findCompanyName } from './connections.queries.js';
import { tellHiring } from './contractors.messages.js';
import { insertEvent, lockContract, setJobContracting, updateContract } from './contracts.queries.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';

/*
 * What the contractor does with a contracted job: accept or decline it, then arrive on site,
 * leave it and finish the work. Each step runs in the HIRING company's tenant context, after
 * the contract was found for the contractor (by its signed-in company, or by the mailed link's
 * secret), because accepting and declining change the hiring company's job: accept moves an
 * Is Pending job to In Progress; decline frees the job (no contracted company, back to Is Pending
 * when nobody else is on it) and tells the account holders. Repeating a step changes nothing.
 */

export type ContractorAction = 'accept' | 'decline' | TContractProgress;
export type StepResult = { contract: JobContractRow; context: JobContext; message: string };

const isClosedJob = (status: string) => status === 'COMPLETED' || status === 'CANCELLED';

/** Why the contract takes no answer any more, or null while it is open. */
export function contractClosedReason(contract: JobContractRow, jobStatus: string): string | null {
  if (contract.status === 'withdrawn' || contract.status === 'declined' || contract.status === 'completed') return CONTRACTOR_MESSAGES.contractClosed;
  if (isClosedJob(jobStatus)) return 'This job is already finished or cancelled, so it can no longer be answered.';
  return null;
}

const briefOf = (context: JobContext) => ({
  id: context.job.id,
  title: context.job.title,
  worksiteId: context.job.worksiteId,
  projectId: context.job.projectId,
  siteName: `${context.site.name}${siteAddressOf(context) ? `, ${siteAddressOf(context)}` : ''}`,
  when: whenOf(context),
});

async function contractorNameOf(tx: Tx, contract: JobContractRow): Promise<string> {
  return (await asPlatformWithin(tx, () => findCompanyName(tx, contract.contractorCompanyId))) ?? 'Your contractor';
}

/** Loads the job (locked first, as the hiring side does) and the contract, in the hiring company's context. */
export async function loadForStep(tx: Tx, contractId: string, hiringCompanyId: string, jobId: string) {
  const context = await findJobContext(tx, hiringCompanyId, jobId, true);
  const contract = await lockContract(tx, contractId);
  if (!context || !contract) throw notFound('Job');
  return { context, contract };
}

async function answer(ctx: AppContext, tx: Tx, contract: JobContractRow, context: JobContext, byUserId: string | null, accept: boolean): Promise<StepResult> {
  const target = accept ? 'accepted' : 'declined';
  if (contract.status === target || (accept && contract.status === 'completed')) {
    return { contract, context, message: accept ? 'You have already accepted this job.' : 'You have already declined this job.' };
  }
  const closed = contractClosedReason(contract, context.job.status);
  if (closed) throw new AppError('CONFLICT', closed);
  const updated = await updateContract(tx, contract.id, { status: target, respondedBy: byUserId, respondedAt: new Date() });
  await insertEvent(tx, updated, target, byUserId);
  const job = context.job;
  let status = job.status;
  if (accept && status === 'PENDING') status = 'IN_PROGRESS';
  if (!accept && status === 'IN_PROGRESS' && !(await hasLiveAssignments(tx, job.companyId, job.id))) status = 'PENDING';
  await setJobContracting(tx, job, accept ? { status } : { status, contractedCompanyId: null });
  await tellHiring(ctx, tx, { companyId: job.companyId, contractorName: await contractorNameOf(tx, contract), job: briefOf(context), what: target });
  ctx.log.info({ job: job.id, contract: contract.id, answer: target }, 'contract answered');
  return {
    contract: updated,
    context: { ...context, job: { ...job, status, contractedCompanyId: accept ? job.contractedCompanyId : null } },
    message: accept ? 'Thanks, you have accepted this job.' : 'You have declined this job. The company has been told.',
  };
}

async function progress(
  ctx: AppContext,
  tx: Tx,
  contract: JobContractRow,
  context: JobContext,
  byUserId: string | null,
  step: TContractProgress,
): Promise<StepResult> {
  if (contract.status === 'offered') throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.notAccepted);
  const closed = contractClosedReason(contract, context.job.status);
  if (closed) throw new AppError('CONFLICT', closed);
  const now = new Date();
  const onSite = Boolean(contract.onsiteAt && !contract.leftSiteAt);
  let updated: JobContractRow;
  let message: string;
  if (step === 'onsite') {
    if (onSite) return { contract, context, message: 'You are already recorded on site.' };
    // Arriving again (a second day) starts a new stay on site.
    updated = await updateContract(tx, contract.id, { onsiteAt: now, leftSiteAt: null });
    await insertEvent(tx, updated, 'onsite', byUserId);
    message = 'Arrival on site recorded.';
  } else if (step === 'left-site') {
    if (!onSite) throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.notOnsite);
    updated = await updateContract(tx, contract.id, { leftSiteAt: now });
    await insertEvent(tx, updated, 'left_site', byUserId);
    message = 'Leaving the site recorded.';
  } else {
    // Finishing while on site also records leaving it.
    updated = await updateContract(tx, contract.id, { status: 'completed', completedAt: now, ...(onSite ? { leftSiteAt: now } : {}) });
    if (onSite) await insertEvent(tx, updated, 'left_site', byUserId, now);
    await insertEvent(tx, updated, 'completed', byUserId, new Date(now.getTime() + 1));
    await tellHiring(ctx, tx, {
      companyId: context.job.companyId,
      contractorName: await contractorNameOf(tx, contract),
      job: briefOf(context),
      what: 'completed',
    });
    message = 'Work complete recorded. The company has been told.';
  }
  ctx.log.info({ job: context.job.id, contract: contract.id, step }, 'contract progress');
  return { contract: updated, context, message };
}

/** Runs the contractor's action; the caller has put the transaction in the hiring company's context. */
export function runContractorAction(ctx: AppContext, tx: Tx, contract: JobContractRow, context: JobContext, byUserId: string | null, action: ContractorAction) {
  if (action === 'accept' || action === 'decline') return answer(ctx, tx, contract, context, byUserId, action === 'accept');
  return progress(ctx, tx, contract, context, byUserId, action);
}
