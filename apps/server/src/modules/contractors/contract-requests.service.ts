import type { TAssignmentStatus, TWorkRequest, TWorkRequestAnswer } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobContractRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { asPlatformWithin, readAsSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { presentRequestJob } from '../assignments/index.js';
import type { JobContext } from '../assignments/index.js';
import type { WorkRequestLinks } from '../assignments/index.js';
import { findCompanyName } from './connections.queries.js';
import { contractClosedReason, loadForStep, runContractorAction } from './contractor-steps.js';
import { findContractByToken } from './contracts.queries.js';

/*
 * A job contract answered by the link in the contractor's mail (/work-request/accept|decline/{uuid}),
 * the same pages and API as a staff work request. The link's secret is the proof: the answer is
 * given on behalf of the contractor company, in the hiring company's tenant transaction.
 */

/** A contract's status in the words of a work request. */
const ANSWER_OF: Record<JobContractRow['status'], TAssignmentStatus> = {
  offered: 'offered',
  accepted: 'accepted',
  completed: 'accepted',
  declined: 'declined',
  withdrawn: 'removed',
};

function present(context: JobContext, contract: JobContractRow, contractorName: string): TWorkRequest {
  const closedReason = contract.status === 'completed' ? null : contractClosedReason(contract, context.job.status);
  return {
    ...presentRequestJob(context),
    firstName: contractorName,
    answer: ANSWER_OF[contract.status],
    open: contract.status === 'offered' || (contract.status === 'accepted' && closedReason === null),
    closedReason,
  };
}

/** The contract behind a link's secret, or null when the secret is not a contract's (then it may be a staff request's). */
async function withContractToken<T>(
  ctx: AppContext,
  token: string,
  fn: (tx: Tx, context: JobContext, contract: JobContractRow, name: string) => Promise<T>,
): Promise<T | null> {
  const found = await readAsSystem(ctx.db, (db) => findContractByToken(db, token));
  if (!found) return null;
  return withTenant(ctx.db, found.companyId, async (tx) => {
    const { context, contract } = await loadForStep(tx, found.id, found.companyId, found.jobId);
    const name = (await asPlatformWithin(tx, () => findCompanyName(tx, contract.contractorCompanyId))) ?? '';
    return fn(tx, context, contract, name);
  });
}

/** GET /api/v3/work-request/{uuid} for a contract's link. */
export function getContractRequest(ctx: AppContext, token: string): Promise<TWorkRequest | null> {
  return withContractToken(ctx, token, async (_tx, context, contract, name) => present(context, contract, name));
}

/** POST /api/v3/work-request/{uuid}/accept|decline for a contract's link. */
export function answerContractRequest(ctx: AppContext, token: string, answer: 'accept' | 'decline'): Promise<TWorkRequestAnswer | null> {
  return withContractToken(ctx, token, async (tx, context, contract, name) => {
    const result = await runContractorAction(ctx, tx, contract, context, null, answer);
    return { request: present(result.context, result.contract, name), message: result.message };
  });
}

/** The contracts' links, answered by the work-request routes before a staff request's (app.ts). */
export function contractRequestLinks(ctx: AppContext): WorkRequestLinks {
  return {
    get: (token) => getContractRequest(ctx, token),
    answer: (token, answer) => answerContractRequest(ctx, token, answer),
  };
}
