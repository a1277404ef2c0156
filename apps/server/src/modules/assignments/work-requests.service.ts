import { ASSIGNMENT_MESSAGES } from '@hivis/contracts';
import type { TWorkRequest, TWorkRequestAnswer } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobAssignmentRow, UserRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { readAsSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { tellDeclined } from './assignments.messages.js';
import { presentRequestJob } from './assignments.presenter.js';
import type { JobContext } from './assignments.queries.js';
import {
  findAccountHolders,
  findAssignablePeople,
  findAssignment,
  findAssignmentByToken,
  findJobContext,
  hasLiveAssignments,
  setJobStatus,
  updateAssignment,
} from './assignments.queries.js';
import { isClosedJob } from './assignments.service.js';
import type { Answer, WorkRequestLinks } from './work-request-links.js';

/*
 * A person answers a work request, by the link in their mail (no sign-in: the link's secret is the
 * proof) or in the app. Job status rule: the first acceptance moves a PENDING job to IN_PROGRESS
 * (someone is on it); when a decline leaves nobody offered or accepted, an IN_PROGRESS job goes
 * back to PENDING, free to be staffed again. Answering the same way twice changes nothing.
 */

type Person = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;
type Loaded = { context: JobContext; assignment: JobAssignmentRow; person: Person };

function closedReasonOf(context: JobContext, assignment: JobAssignmentRow): string | null {
  if (assignment.status === 'removed') return ASSIGNMENT_MESSAGES.removedRequest;
  if (isClosedJob(context.job.status)) return ASSIGNMENT_MESSAGES.jobClosed;
  return null;
}

function presentWorkRequest({ context, assignment, person }: Loaded): TWorkRequest {
  const closedReason = closedReasonOf(context, assignment);
  return {
    ...presentRequestJob(context),
    firstName: person.firstName,
    answer: assignment.status,
    open: closedReason === null,
    closedReason,
  };
}

async function load(tx: Tx, companyId: string, assignment: JobAssignmentRow): Promise<Loaded> {
  const context = await findJobContext(tx, companyId, assignment.jobId, true);
  const [person] = await findAssignablePeople(tx, companyId, [assignment.userId]);
  if (!context || !person) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.unknownRequest);
  return { context, assignment, person };
}

/**
 * The request behind a link's secret, then the rest in that company's tenant transaction. No
 * sign-in and no access scope: the link is public, so its company is only known from the secret,
 * which the platform looks up across companies.
 */
async function withToken<T>(ctx: AppContext, token: string, fn: (tx: Tx, loaded: Loaded) => Promise<T>): Promise<T> {
  const found = await readAsSystem(ctx.db, (db) => findAssignmentByToken(db, token));
  if (!found) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.unknownRequest);
  return withTenant(ctx.db, found.companyId, async (tx) => {
    // Read again inside the transaction, after the job lock, so two answers apply one by one.
    const loaded = await load(tx, found.companyId, found);
    const current = await findAssignment(tx, found.companyId, found.jobId, found.userId);
    if (!current || current.requestToken !== token) throw new AppError('NOT_FOUND', ASSIGNMENT_MESSAGES.unknownRequest);
    return fn(tx, { ...loaded, assignment: current });
  });
}

async function applyAnswer(ctx: AppContext, tx: Tx, loaded: Loaded, answer: Answer): Promise<TWorkRequestAnswer> {
  const { context, assignment, person } = loaded;
  const closedReason = closedReasonOf(context, assignment);
  if (closedReason) throw new AppError('CONFLICT', closedReason);
  const status = answer === 'accept' ? 'accepted' : 'declined';
  const companyId = context.job.companyId;
  if (assignment.status === status) {
    return {
      request: presentWorkRequest(loaded),
      message: answer === 'accept' ? 'You have already accepted this job.' : 'You have already declined this job.',
    };
  }
  const updated = await updateAssignment(tx, companyId, assignment.id, { status, respondedAt: new Date() });
  let jobStatus = context.job.status;
  if (answer === 'accept' && jobStatus === 'PENDING') jobStatus = 'IN_PROGRESS';
  if (answer === 'decline') {
    await tellDeclined(ctx, tx, context, person, await findAccountHolders(tx, companyId));
    if (jobStatus === 'IN_PROGRESS' && !(await hasLiveAssignments(tx, companyId, context.job.id))) jobStatus = 'PENDING';
  }
  if (jobStatus !== context.job.status) await setJobStatus(tx, companyId, context.job.id, jobStatus);
  ctx.log.info({ job: context.job.id, assignment: assignment.id, answer }, 'work request answered');
  const after = { ...loaded, assignment: updated, context: { ...context, job: { ...context.job, status: jobStatus } } };
  return {
    request: presentWorkRequest(after),
    message: answer === 'accept' ? 'Thanks, you have accepted this job.' : 'You have declined this job. The office has been told.',
  };
}

/**
 * GET /api/v3/work-request/{uuid}: shows the job; a withdrawn request is shown as closed, not refused.
 * The same links answer a job contracted to another company (its contract's secret, `others`).
 */
export async function getWorkRequest(ctx: AppContext, others: WorkRequestLinks, token: string): Promise<TWorkRequest> {
  return (await others.get(token)) ?? withToken(ctx, token, async (_tx, loaded) => presentWorkRequest(loaded));
}

/** POST /api/v3/work-request/{uuid}/accept|decline */
export async function answerWorkRequest(ctx: AppContext, others: WorkRequestLinks, token: string, answer: Answer): Promise<TWorkRequestAnswer> {
  return (await others.answer(token, answer)) ?? withToken(ctx, token, (tx, loaded) => applyAnswer(ctx, tx, loaded, answer));
}

/** The signed-in person's own request on a job, or 404 when they have none. */
async function withOwnRequest<T>(
  ctx: AppContext,
  auth: AuthContext,
  permission: 'assignments.mine' | 'assignments.answer',
  jobId: string,
  fn: (tx: Tx, loaded: Loaded) => Promise<T>,
): Promise<T> {
  return withAccess(ctx, auth, permission, async ({ tx, auth: me }) => {
    const context = await findJobContext(tx, me.companyId, jobId, true);
    const assignment = context ? await findAssignment(tx, me.companyId, jobId, me.userId) : null;
    if (!context || !assignment) throw notFound('Job');
    const [person] = await findAssignablePeople(tx, me.companyId, [me.userId]);
    if (!person) throw notFound('Job');
    return fn(tx, { context, assignment, person });
  });
}

/** GET /api/v3/job/{id}/staff/me */
export function getOwnRequest(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TWorkRequest> {
  return withOwnRequest(ctx, auth, 'assignments.mine', jobId, async (_tx, loaded) => presentWorkRequest(loaded));
}

/** POST /api/v3/job/{id}/staff/me/accept|decline: the same answer, signed in. */
export function answerOwnRequest(ctx: AppContext, auth: AuthContext, jobId: string, answer: Answer): Promise<TWorkRequestAnswer> {
  return withOwnRequest(ctx, auth, 'assignments.answer', jobId, (tx, loaded) => applyAnswer(ctx, tx, loaded, answer));
}
