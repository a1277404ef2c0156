import type { TAssignmentStatus, TJobStatus, TScheduleQuery } from '@hivis/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { zoneMidnight } from '../../db/days.js';
import { jobAssignments, jobs, projects, users, worksites } from '../../db/schema/index.js';
import { bookingEnd } from '../assignments/index.js';
import { ACTIVE_ASSIGNMENT } from '../jobs/index.js';

/*
 * The jobs on the calendar. A job is on a day when its booking overlaps that day in the company's
 * time zone, with the same reading of a job as the clash check: no end means the rest of its start's
 * day. Two queries whatever the range holds: the jobs, then the people of all of them.
 */

export type ScheduleJobRow = {
  id: string;
  title: string;
  jobNumber: string | null;
  status: TJobStatus;
  scheduledStart: Date;
  scheduledEnd: Date | null;
  worksiteId: string;
  worksiteName: string;
  projectId: string;
  projectName: string;
};

export type SchedulePersonRow = { jobId: string; userId: string; firstName: string; lastName: string; status: TAssignmentStatus };

/** Midnight of a calendar day in the zone, as an instant. */

/**
 * The jobs whose booking overlaps [from, to) (company days), earliest first, at most `limit`.
 *
 * The conditions on the start and end are plain comparisons on the columns of
 * jobs_company_schedule_idx, so the scan walks that index up to the range's end and skips jobs that
 * ended before it inside the index; the exact "rest of the day" end is checked on the few left.
 * The jobs are picked in a subquery with its own LIMIT and only those meet projects and worksites,
 * for the reason given at listCompanyJobs (row-level security on every joined table misleads the
 * planner).
 */
export async function listScheduledJobs(db: DbOrTx, companyId: string, query: TScheduleQuery, timeZone: string, limit: number): Promise<ScheduleJobRow[]> {
  const from = zoneMidnight(query.from, timeZone);
  const to = zoneMidnight(query.to, timeZone);
  const onPerson = query.userId
    ? sql`exists (select 1 from ${jobAssignments} where ${jobAssignments.jobId} = ${jobs.id} and ${jobAssignments.companyId} = ${companyId}
        and ${jobAssignments.userId} = ${query.userId} and ${jobAssignments.status} in ('offered', 'accepted'))`
    : undefined;
  const picked = db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobNumber: jobs.jobNumber,
      status: jobs.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      worksiteId: jobs.worksiteId,
      projectId: jobs.projectId,
    })
    .from(jobs)
    .where(
      and(
        eq(jobs.companyId, companyId),
        sql`${jobs.scheduledStart} < ${to}`,
        // Index-checkable: ended after the range starts, or no end and started less than a day before it.
        sql`(${jobs.scheduledEnd} > ${from} or (${jobs.scheduledEnd} is null and ${jobs.scheduledStart} > ${from} - interval '1 day'))`,
        sql`${bookingEnd(sql`${jobs.scheduledStart}`, sql`${jobs.scheduledEnd}`, timeZone)} > ${from}`,
        query.worksiteId ? eq(jobs.worksiteId, query.worksiteId) : undefined,
        onPerson,
      ),
    )
    .orderBy(asc(jobs.scheduledStart), asc(jobs.id))
    .limit(limit)
    .as('picked');
  const rows = await db
    .select({
      id: picked.id,
      title: picked.title,
      jobNumber: picked.jobNumber,
      status: picked.status,
      scheduledStart: picked.scheduledStart,
      scheduledEnd: picked.scheduledEnd,
      worksiteId: picked.worksiteId,
      worksiteName: worksites.name,
      projectId: picked.projectId,
      projectName: projects.name,
    })
    .from(picked)
    .innerJoin(projects, eq(projects.id, picked.projectId))
    .innerJoin(worksites, eq(worksites.id, picked.worksiteId))
    .orderBy(asc(picked.scheduledStart), asc(picked.id));
  // The start is never null here (it is compared above); the select type cannot know that.
  return rows.filter((row): row is ScheduleJobRow => row.scheduledStart !== null);
}

/** The people offered or on each of these jobs, by job then name. */
export async function listSchedulePeople(db: DbOrTx, companyId: string, jobIds: readonly string[]): Promise<SchedulePersonRow[]> {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: jobAssignments.jobId,
      userId: jobAssignments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      status: jobAssignments.status,
    })
    .from(jobAssignments)
    .innerJoin(users, eq(users.id, jobAssignments.userId))
    .where(and(eq(jobAssignments.companyId, companyId), inArray(jobAssignments.jobId, [...jobIds]), inArray(jobAssignments.status, [...ACTIVE_ASSIGNMENT])))
    .orderBy(asc(jobAssignments.jobId), asc(users.firstName), asc(users.lastName), asc(users.id));
}
