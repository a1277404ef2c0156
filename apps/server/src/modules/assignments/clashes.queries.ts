import type { TAssignmentStatus } from '@hivis/contracts';
import { and, asc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobAssignments, jobs, users, worksites } from '../../db/schema/index.js';

/*
 * Who is already booked when. A person is booked on a job while their work request is offered or
 * accepted and the job is neither completed nor cancelled. A job with a start but no end books the
 * person for the rest of that day in the company's time zone, the way a "job on Tuesday" is read.
 * Two bookings clash when their windows overlap; one ending when the other starts does not clash.
 */

export type Clash = {
  userId: string;
  firstName: string;
  lastName: string;
  jobId: string;
  worksiteId: string;
  projectId: string;
  title: string;
  siteName: string;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  answer: TAssignmentStatus;
};

/** The end of a booking: its end, or the end of its start's day in the company's zone. */
export function bookingEnd(start: SQL | Date, end: SQL | Date | null, timeZone: string): SQL<Date> {
  const dayEnd = sql`((date_trunc('day', (${start})::timestamptz at time zone ${timeZone}) + interval '1 day') at time zone ${timeZone})`;
  return end === null ? sql<Date>`${dayEnd}` : sql<Date>`coalesce((${end})::timestamptz, ${dayEnd})`;
}

/**
 * The other jobs each person is booked on that overlap [start, end) (end null: rest of the day).
 * The schedule uses this as well. Sorted by person, then by the clashing job's start.
 */
export async function findClashes(
  db: DbOrTx,
  companyId: string,
  userIds: readonly string[],
  start: Date,
  end: Date | null,
  exceptJobId: string | null,
  timeZone: string,
): Promise<Clash[]> {
  if (userIds.length === 0) return [];
  const windowEnd = bookingEnd(sql`${start.toISOString()}::timestamptz`, end ? sql`${end.toISOString()}::timestamptz` : null, timeZone);
  const otherEnd = bookingEnd(sql`${jobs.scheduledStart}`, sql`${jobs.scheduledEnd}`, timeZone);
  return db
    .select({
      userId: jobAssignments.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      jobId: jobs.id,
      worksiteId: jobs.worksiteId,
      projectId: jobs.projectId,
      title: jobs.title,
      siteName: worksites.name,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      answer: jobAssignments.status,
    })
    .from(jobAssignments)
    .innerJoin(jobs, and(eq(jobs.id, jobAssignments.jobId), eq(jobs.companyId, companyId)))
    .innerJoin(users, eq(users.id, jobAssignments.userId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(
      and(
        eq(jobAssignments.companyId, companyId),
        inArray(jobAssignments.userId, [...userIds]),
        inArray(jobAssignments.status, ['offered', 'accepted']),
        notInArray(jobs.status, ['COMPLETED', 'CANCELLED']),
        exceptJobId ? ne(jobs.id, exceptJobId) : undefined,
        sql`${jobs.scheduledStart} is not null`,
        sql`${jobs.scheduledStart} < ${windowEnd}`,
        sql`${otherEnd} > ${start.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(jobAssignments.userId), asc(jobs.scheduledStart), asc(jobs.id));
}
