import { JOB_MESSAGES, canMoveJob, jobMoveRefusal } from '@hivis/contracts';
import type { TNewJobValues, TJob, TJobEditValues, TJobSaved, TJobStatus, TJobsPage, TJobsQuery } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { createOnce } from '../../platform/commands/index.js';
import { checkEditBase } from '../../platform/edits/edit-base.js';
import { noticeScheduleChange, scheduleChanged } from './job-changed-notice.js';
import { decodeJobCursor, encodeJobCursor } from './jobs-cursor.js';
import { presentJob, presentJobListItem, summariseAssignments } from './jobs.presenter.js';
import { lockedJob, visibleJob } from './jobs.policy.js';
import {
  countJobAssignments,
  findJobPlace,
  highestJobNumber,
  insertJob,
  listActiveAssignees,
  listCompanyJobs,
  listJobFiles,
  listJobNotes,
  lockJobNumbers,
  updateJob,
} from './jobs.queries.js';

/** GET /api/v3/job: one page of the company's jobs, newest first (the office's list). */
export async function listJobs(ctx: AppContext, auth: AuthContext, query: TJobsQuery): Promise<TJobsPage> {
  const after = query.after ? decodeJobCursor(query.after) : null;
  const { rows, total } = await withAccess(ctx, auth, 'jobs.list', ({ tx, auth: holder }) => listCompanyJobs(tx, holder.companyId, query, after));
  const last = rows.length === query.take ? rows[rows.length - 1] : undefined;
  const nextCursor = last ? encodeJobCursor({ at: last.cursorAt, id: last.id }) : null;
  return { items: rows.map(presentJobListItem), total, page: query.page, take: query.take, nextCursor };
}

/** The whole job as its page shows it. */
export async function answerJob(ctx: AppContext, tx: Tx, job: JobRow): Promise<TJob> {
  const place = await findJobPlace(tx, job.companyId, job.projectId);
  if (!place) throw notFound('Project');
  // One after another: a transaction has one connection, which takes one statement at a time.
  const notes = await listJobNotes(tx, job.companyId, job.id);
  const files = await listJobFiles(tx, job.companyId, job.id);
  const counts = await countJobAssignments(tx, job.companyId, job.id);
  return presentJob(ctx, { job, place, notes, files, assignments: summariseAssignments(counts) });
}

/** GET /api/v3/job/{id}: the account holder reads any company job, staff only their own. */
export async function getJob(ctx: AppContext, auth: AuthContext, jobId: string): Promise<TJob> {
  return withAccess(ctx, auth, 'jobs.read', async ({ tx, auth: reader }) => answerJob(ctx, tx, await visibleJob(tx, reader, jobId)));
}

const formatJobNumber = (value: number) => `J-${String(value).padStart(4, '0')}`;

/** POST /api/v3/job: in a current project of the company; the worksite is the project's. */
export async function createJob(ctx: AppContext, auth: AuthContext, input: TNewJobValues): Promise<TJob> {
  const created = await withAccess(ctx, auth, 'jobs.manage', (scope) => createOnce(scope, 'jobs.create', input.id, () => insertNewJob(ctx, scope, input)));
  ctx.log.info({ job: created.id }, 'job created');
  return created;
}

async function insertNewJob(ctx: AppContext, { tx, auth: holder }: AccessScope, input: TNewJobValues): Promise<TJob> {
  const place = await findJobPlace(tx, holder.companyId, input.projectId);
  if (!place) throw notFound('Project');
  if (place.project.archivedAt) throw invalidFields({ projectId: JOB_MESSAGES.projectArchived });
  let jobNumber = input.jobNumber;
  if (!jobNumber) {
    // Held until the transaction ends, so a second create waits and sees this job's number.
    await lockJobNumbers(tx, holder.companyId);
    jobNumber = formatJobNumber((await highestJobNumber(tx, holder.companyId)) + 1);
  }
  const job = await insertJob(tx, {
    ...(input.id ? { id: input.id } : {}),
    companyId: holder.companyId,
    projectId: place.project.id,
    worksiteId: place.project.worksiteId,
    title: input.title,
    description: input.description,
    scope: input.scope,
    jobNumber,
    scheduledStart: input.scheduledStart ? new Date(input.scheduledStart) : null,
    scheduledEnd: input.scheduledEnd ? new Date(input.scheduledEnd) : null,
    notes: input.notes,
    createdBy: holder.userId,
  });
  return answerJob(ctx, tx, job);
}

/**
 * PUT /api/v3/job/{id}: the job's details. When its times move, everyone offered or on the job
 * is told in the app; the answer says how many were told.
 */
export async function saveJob(ctx: AppContext, auth: AuthContext, jobId: string, input: TJobEditValues): Promise<TJobSaved> {
  return withAccess(ctx, auth, 'jobs.manage', async (write) => {
    const before = await lockedJob(write, jobId);
    await checkEditBase(before.updatedAt, input.basedOn, () => answerJob(ctx, write.tx, before));
    const { companyId } = write.auth;
    const schedule = {
      scheduledStart: input.scheduledStart ? new Date(input.scheduledStart) : null,
      scheduledEnd: input.scheduledEnd ? new Date(input.scheduledEnd) : null,
    };
    const job = await updateJob(write.tx, companyId, before.id, {
      title: input.title,
      description: input.description,
      scope: input.scope,
      // A number cleared on edit keeps the old one: numbers are given once, on create.
      jobNumber: input.jobNumber ?? before.jobNumber,
      notes: input.notes,
      ...schedule,
    });
    const told = scheduleChanged(before, schedule)
      ? await noticeScheduleChange(write.tx, job, await listActiveAssignees(write.tx, companyId, job.id), write.company.timeZone)
      : 0;
    return { ...(await answerJob(ctx, write.tx, job)), notifiedCount: told };
  });
}

/** PUT /api/v3/job/{id}/status: only the moves of the job status rule; completing stamps the time. */
export async function setJobStatus(ctx: AppContext, auth: AuthContext, jobId: string, status: TJobStatus): Promise<TJob> {
  return withAccess(ctx, auth, 'jobs.manage', async (write) => {
    const job = await lockedJob(write, jobId);
    const from = job.status;
    // The same status again is a retry on weak data: answer the job as it is.
    if (from === status) return answerJob(ctx, write.tx, job);
    if (!canMoveJob(from, status)) throw new AppError('BAD_REQUEST', jobMoveRefusal(from, status), { status: jobMoveRefusal(from, status) });
    const moved = await updateJob(write.tx, write.auth.companyId, job.id, { status, completedAt: status === 'COMPLETED' ? new Date() : null });
    return answerJob(ctx, write.tx, moved);
  });
}
