import { SCHEDULE_MAX_JOBS } from '@hivis/contracts';
import type { TClashes, TSchedule, TScheduleClashValues, TScheduleQuery, TUnscheduledPage, TUnscheduledQuery } from '@hivis/contracts';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { groupClashes } from '../assignments/index.js';
import { findClashes } from '../assignments/index.js';
import { findCompanyJob, listActiveAssignees } from '../jobs/index.js';
import { presentScheduleJobs, presentUnscheduledJobs } from './schedule.presenter.js';
import { listScheduledJobs, listSchedulePeople } from './schedule.queries.js';
import { listUnscheduledJobs } from './unscheduled.queries.js';

/*
 * The schedule is the office's view of every job, so it follows the jobs list's rule: the account
 * holder only (staff see their own jobs in My Jobs). Reading it is allowed on a suspended account,
 * as the jobs are; moving a job goes through the job update, which refuses there.
 */

/** GET /api/v3/schedule: the jobs overlapping the days asked for, each with its people. */
export async function getSchedule(ctx: AppContext, auth: AuthContext, query: TScheduleQuery): Promise<TSchedule> {
  return withAccess(ctx, auth, 'schedule.read', async ({ tx, auth: holder, company }) => {
    const { timeZone } = company;
    // One more than shown tells whether the range held more.
    const rows = await listScheduledJobs(tx, holder.companyId, query, timeZone, SCHEDULE_MAX_JOBS + 1);
    const shown = rows.slice(0, SCHEDULE_MAX_JOBS);
    const people = await listSchedulePeople(
      tx,
      holder.companyId,
      shown.map((job) => job.id),
    );
    return { from: query.from, to: query.to, timeZone, items: presentScheduleJobs(shown, people), truncated: rows.length > SCHEDULE_MAX_JOBS };
  });
}

/** GET /api/v3/schedule/unscheduled: open jobs still without a start ("Not scheduled yet"), a page at a time. */
export async function getUnscheduled(ctx: AppContext, auth: AuthContext, query: TUnscheduledQuery): Promise<TUnscheduledPage> {
  return withAccess(ctx, auth, 'schedule.read', async ({ tx, auth: holder }) => {
    const { rows, total } = await listUnscheduledJobs(tx, holder.companyId, query);
    const people = await listSchedulePeople(
      tx,
      holder.companyId,
      rows.map((job) => job.id),
    );
    return { items: presentUnscheduledJobs(rows, people), total, page: query.page, take: query.take };
  });
}

/**
 * POST /api/v3/schedule/job/{id}/clash: the other jobs that the people offered or on this job are
 * booked on during the new window. Asked before a move is saved, so the office can confirm or
 * put the job back. A completed or cancelled job books nobody, so it clashes with nothing.
 */
export async function checkMoveClashes(ctx: AppContext, auth: AuthContext, jobId: string, input: TScheduleClashValues): Promise<TClashes> {
  return withAccess(ctx, auth, 'schedule.read', async ({ tx, auth: holder, company }) => {
    const job = found(await findCompanyJob(tx, holder.companyId, jobId), 'Job');
    if (job.status === 'COMPLETED' || job.status === 'CANCELLED') return { clashes: [] };
    const { timeZone } = company;
    const people = await listActiveAssignees(tx, holder.companyId, job.id);
    const start = new Date(input.scheduledStart);
    const end = input.scheduledEnd ? new Date(input.scheduledEnd) : null;
    const rows = await findClashes(tx, holder.companyId, people, start, end, job.id, timeZone);
    return { clashes: groupClashes(rows, timeZone) };
  });
}
