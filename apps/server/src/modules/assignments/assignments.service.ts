import { ASSIGNMENT_MESSAGES } from '@hivis/contracts';
import type { TAssignStaffInput, TClashConflict, TClashQuery, TClashes, TJobStaff } from '@hivis/contracts';
import { ZAssignStaffSchema, ZClashQuerySchema } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { visibleJob } from '../jobs/index.js';
import { tellOffered, tellRemoved } from './assignments.messages.js';
import { groupClashes, presentAssignment } from './assignments.presenter.js';
import type { JobContext } from './assignments.queries.js';
import {
  findAssignablePeople,
  findAssignment,
  findJobContext,
  hasLiveAssignments,
  insertOffer,
  listJobAssignments,
  setJobStatus,
  updateAssignment,
} from './assignments.queries.js';
import { findClashes } from './clashes.queries.js';

const JOB_CLOSED = 'This job is completed or cancelled, so its people cannot be changed.';
/** A job is done by the company's staff or by one contracted company, not both (see modules/contractors). */
export const JOB_CONTRACTED = 'This job is contracted to another company. Withdraw the contract before assigning staff.';
export const isClosedJob = (status: string) => status === 'COMPLETED' || status === 'CANCELLED';

/**
 * GET /api/v3/job/{id}/staff: who is on a job, for whoever may see the job: the account holder,
 * or staff on it. Anyone else gets 404, so names and emails do not leak past the job's own people.
 */
export async function listJobStaff(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TJobStaff> {
  return withAccess(ctx, auth, 'assignments.read', async ({ tx, auth: reader }) => {
    await visibleJob(tx, reader, jobId);
    return { items: (await listJobAssignments(tx, reader.companyId, jobId)).map(presentAssignment) };
  });
}

/**
 * The job whose people change, locked so two changes to its people apply one after the other.
 * Another company's job answers 404.
 */
async function lockedJobContext({ tx, auth }: AccessScope, jobId: string): Promise<JobContext> {
  return found(await findJobContext(tx, auth.companyId, jobId, true), 'Job');
}

/** The chosen people, all of them assignable people of this company, or a 400 on userIds. */
async function peopleOf(tx: Tx, companyId: string, userIds: string[]): Promise<UserRow[]> {
  const people = await findAssignablePeople(tx, companyId, userIds);
  if (people.length !== userIds.length) {
    const known = new Set(people.map((person) => person.id));
    const index = userIds.findIndex((id) => !known.has(id));
    throw invalidFields({ [`userIds.${index}`]: ASSIGNMENT_MESSAGES.personNotFound, userIds: ASSIGNMENT_MESSAGES.personNotFound });
  }
  return people;
}

async function clashesFor(tx: Tx, context: JobContext, userIds: string[], start: Date | null, end: Date | null) {
  if (!start) return [];
  const rows = await findClashes(tx, context.job.companyId, userIds, start, end, context.job.id, context.company.timeZone);
  return groupClashes(rows, context.company.timeZone);
}

/** POST /api/v3/job/{id}/staff/clash: the given window, or the job's own times. */
export async function checkClashes(ctx: AppContext, auth: AuthContext, jobId: string, body: TClashQuery): Promise<TClashes> {
  const input = ZClashQuerySchema.parse(body);
  return withAccess(ctx, auth, 'assignments.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const context = await lockedJobContext(scope, jobId);
    await peopleOf(tx, holder.companyId, input.userIds);
    const start = input.start ? new Date(input.start) : context.job.scheduledStart;
    const end = input.start ? (input.end ? new Date(input.end) : null) : context.job.scheduledEnd;
    return { clashes: await clashesFor(tx, context, input.userIds, start, end) };
  });
}

export type AssignOutcome = { kind: 'assigned'; staff: TJobStaff } | { kind: 'clash'; conflict: TClashConflict };

/**
 * POST /api/v3/job/{id}/staff: offers the job to each person. Someone already offered or accepted
 * is left as they are (no second mail); a declined or removed request is renewed with a new link,
 * so the old link stops working. Clashes are refused until the office confirms them.
 */
export async function assignStaff(ctx: AppContext, auth: AuthContext, jobId: string, body: TAssignStaffInput): Promise<AssignOutcome> {
  const input = ZAssignStaffSchema.parse(body);
  return withAccess(ctx, auth, 'assignments.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const context = await lockedJobContext(scope, jobId);
    if (isClosedJob(context.job.status)) throw new AppError('CONFLICT', JOB_CLOSED);
    if (context.job.contractedCompanyId) throw new AppError('CONFLICT', JOB_CONTRACTED);
    const people = await peopleOf(tx, holder.companyId, input.userIds);
    const clashes = await clashesFor(tx, context, input.userIds, context.job.scheduledStart, context.job.scheduledEnd);
    if (clashes.length > 0 && !input.confirmClashes) {
      return { kind: 'clash', conflict: { code: 'CONFLICT', message: ASSIGNMENT_MESSAGES.clashes, clashes } } as const;
    }
    const offeredBy = await offererName(tx, holder);
    for (const person of people) {
      const existing = await findAssignment(tx, holder.companyId, context.job.id, person.id);
      if (existing && (existing.status === 'offered' || existing.status === 'accepted')) continue;
      const assignment = existing
        ? await updateAssignment(tx, holder.companyId, existing.id, {
            status: 'offered',
            requestToken: crypto.randomUUID(),
            respondedAt: null,
            assignedBy: holder.userId,
          })
        : await insertOffer(tx, { companyId: holder.companyId, jobId: context.job.id, userId: person.id, assignedBy: holder.userId });
      await tellOffered(ctx, tx, context, person, assignment, offeredBy);
    }
    ctx.log.info({ job: context.job.id, people: people.length }, 'job offered to staff');
    return { kind: 'assigned', staff: { items: (await listJobAssignments(tx, holder.companyId, context.job.id)).map(presentAssignment) } } as const;
  });
}

async function offererName(tx: Tx, holder: CompanyAuth): Promise<string> {
  const [me] = await findAssignablePeople(tx, holder.companyId, [holder.userId]);
  return me ? `${me.firstName} ${me.lastName}`.trim() || me.email : 'Your office';
}

/** DELETE /api/v3/job/{id}/staff/{userId}: the person is taken off and told; the old link stops answering. */
export async function removeStaff(ctx: AppContext, auth: AuthContext, jobId: string, userId: string): Promise<TJobStaff> {
  return withAccess(ctx, auth, 'assignments.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const context = await lockedJobContext(scope, jobId);
    const existing = await findAssignment(tx, holder.companyId, context.job.id, userId);
    if (!existing) throw notFound('Person on this job');
    if (existing.status !== 'removed') {
      await updateAssignment(tx, holder.companyId, existing.id, { status: 'removed' });
      await tellRemoved(tx, context, userId);
      // With nobody left on it, an in-progress job is free again (the same rule as a decline).
      if (context.job.status === 'IN_PROGRESS' && !(await hasLiveAssignments(tx, holder.companyId, context.job.id))) {
        await setJobStatus(tx, holder.companyId, context.job.id, 'PENDING');
      }
    }
    return { items: (await listJobAssignments(tx, holder.companyId, context.job.id)).map(presentAssignment) };
  });
}
