import { and, asc, count, desc, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TMyJobsQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { jobAssignments, jobs, worksites } from '../../db/schema/index.js';
import type { JobAssignmentRow, JobRow, WorksiteRow } from '../../db/schema/index.js';

/*
 * My Jobs splits a person's offered and accepted jobs three ways:
 * - past: the job is completed or cancelled, or its end (its start, without an end) has gone by
 *   while it was never started: a job in progress that runs over its schedule is still on, and
 *   its crew still needs it on the phone (its SWMS, its JSA, today's talk);
 * - upcoming: not past, and it starts more than 24 hours from now;
 * - current: the rest: on now, running over, starting within a day, or not scheduled yet.
 * The person's rows come from job_assignments_user_idx (company, user, status).
 */

const UPCOMING_AFTER_MS = 24 * 60 * 60 * 1000;

function whenFilter(when: TMyJobsQuery['when'], now: Date): SQL | undefined {
  const ended = sql`coalesce(${jobs.scheduledEnd}, ${jobs.scheduledStart}) < ${now.toISOString()}::timestamptz`;
  const finished = or(inArray(jobs.status, ['COMPLETED', 'CANCELLED']), and(eq(jobs.status, 'PENDING'), ended));
  const soon = new Date(now.getTime() + UPCOMING_AFTER_MS).toISOString();
  const notFinished = and(
    notInArray(jobs.status, ['COMPLETED', 'CANCELLED']),
    or(eq(jobs.status, 'IN_PROGRESS'), sql`coalesce(${jobs.scheduledEnd}, ${jobs.scheduledStart}) is null`, sql`not (${ended})`),
  );
  if (when === 'past') return finished;
  if (when === 'upcoming') return and(notFinished, sql`${jobs.scheduledStart} > ${soon}::timestamptz`);
  return and(notFinished, sql`(${jobs.scheduledStart} is null or ${jobs.scheduledStart} <= ${soon}::timestamptz)`);
}

export type MyJobRow = { assignment: JobAssignmentRow; job: JobRow; site: Pick<WorksiteRow, 'name' | 'address'> };

export async function listMyJobs(
  db: DbOrTx,
  companyId: string,
  userId: string,
  query: TMyJobsQuery,
  now = new Date(),
): Promise<{ rows: MyJobRow[]; total: number }> {
  const where = and(
    eq(jobAssignments.companyId, companyId),
    eq(jobAssignments.userId, userId),
    inArray(jobAssignments.status, ['offered', 'accepted']),
    whenFilter(query.when, now),
  );
  const from = () =>
    db
      .select({ assignment: jobAssignments, job: jobs, site: { name: worksites.name, address: worksites.address } })
      .from(jobAssignments)
      .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
      .innerJoin(worksites, eq(worksites.id, jobs.worksiteId));
  const [totalRow] = await db.select({ total: count() }).from(jobAssignments).innerJoin(jobs, eq(jobs.id, jobAssignments.jobId)).where(where);
  // Current and upcoming: soonest first; past: most recent first. Unscheduled jobs come last.
  const order =
    query.when === 'past' ? [sql`${jobs.scheduledStart} desc nulls last`, desc(jobs.id)] : [sql`${jobs.scheduledStart} asc nulls last`, asc(jobs.id)];
  const rows = await from()
    .where(where)
    .orderBy(...order)
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows, total: Number(totalRow?.total ?? 0) };
}
