import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TJobStatus } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { jobs, timeEntries, users, worksites } from '../../db/schema/index.js';
import type { TTimeBreakColumn } from '../../db/schema/index.js';

/*
 * The operations dashboard's aggregates. Every query names the company itself: under the tenant
 * role a contractor can also read jobs contracted to it, and those are not its own work.
 */

/** Jobs still to do: the ones a date can make late or due. */
const OPEN_STATUSES: TJobStatus[] = ['PENDING', 'IN_PROGRESS'];

/** Count per status (an index-only walk of jobs_company_status_idx). */
export async function countJobsByStatus(db: DbOrTx, companyId: string): Promise<Array<{ status: TJobStatus; count: number }>> {
  const rows = await db.select({ status: jobs.status, count: count() }).from(jobs).where(eq(jobs.companyId, companyId)).groupBy(jobs.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

export async function countJobsWithStatus(db: DbOrTx, companyId: string, status: TJobStatus): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.status, status)));
  return Number(row?.count ?? 0);
}

export type DashboardJobRow = {
  id: string;
  projectId: string;
  worksiteId: string;
  title: string;
  jobNumber: string | null;
  status: TJobStatus;
  worksiteName: string;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
};

/**
 * The first rows of open jobs matching `where` in the given order, and how many match in all
 * (a window count, so one statement). Worksite names are read for those rows only.
 */
async function openJobsPage(db: DbOrTx, companyId: string, where: SQL | undefined, order: SQL, take: number) {
  const rows = await db
    .select({
      id: jobs.id,
      projectId: jobs.projectId,
      worksiteId: jobs.worksiteId,
      title: jobs.title,
      jobNumber: jobs.jobNumber,
      status: jobs.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      total: sql<string>`count(*) over ()`,
    })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), inArray(jobs.status, OPEN_STATUSES), where))
    .orderBy(order, asc(jobs.id))
    .limit(take);
  const siteIds = [...new Set(rows.map((row) => row.worksiteId))];
  const sites = siteIds.length
    ? await db
        .select({ id: worksites.id, name: worksites.name })
        .from(worksites)
        .where(and(eq(worksites.companyId, companyId), inArray(worksites.id, siteIds)))
    : [];
  const siteName = new Map(sites.map((site) => [site.id, site.name]));
  const items: DashboardJobRow[] = rows.map(({ total: _total, ...row }) => ({ ...row, worksiteName: siteName.get(row.worksiteId) ?? '' }));
  return { count: Number(rows[0]?.total ?? 0), items };
}

/** Open jobs starting in [from, to), soonest first (jobs_company_schedule_idx). */
export function listJobsStarting(db: DbOrTx, companyId: string, from: Date, to: Date, take: number) {
  return openJobsPage(db, companyId, and(gte(jobs.scheduledStart, from), lt(jobs.scheduledStart, to)), asc(jobs.scheduledStart), take);
}

/** Open jobs whose scheduled end has passed, the longest overdue first. */
export function listJobsOverdue(db: DbOrTx, companyId: string, now: Date, take: number) {
  return openJobsPage(db, companyId, and(isNotNull(jobs.scheduledEnd), lt(jobs.scheduledEnd, now)), asc(jobs.scheduledEnd), take);
}

export type WeekShiftRow = {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  clockInAt: Date;
  clockOutAt: Date | null;
  breaks: TTimeBreakColumn[];
};

/**
 * The shifts that started in [from, to) (time_entries_company_week_idx), with only what worked
 * time needs: a week of one company's shifts, bounded by its people and days.
 */
export async function listWeekShifts(db: DbOrTx, companyId: string, from: Date, to: Date): Promise<WeekShiftRow[]> {
  return db
    .select({
      userId: timeEntries.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      clockInAt: timeEntries.clockInAt,
      clockOutAt: timeEntries.clockOutAt,
      breaks: timeEntries.breaks,
    })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .where(and(eq(timeEntries.companyId, companyId), gte(timeEntries.clockInAt, from), lt(timeEntries.clockInAt, to)));
}

/**
 * People per week (Monday in the company's zone) with finished shifts not yet approved, since
 * `from`: the weeks the office still has to approve.
 */
export async function countWeeksToApprove(db: DbOrTx, companyId: string, from: Date, timeZone: string): Promise<Array<{ weekStart: string; people: number }>> {
  // date_trunc('week') starts on a Monday, as timesheet weeks do; the zone makes it the company's Monday.
  const week = sql<string>`to_char(date_trunc('week', ${timeEntries.clockInAt} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ weekStart: week, people: sql<string>`count(distinct ${timeEntries.userId})` })
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), gte(timeEntries.clockInAt, from), isNotNull(timeEntries.clockOutAt), isNull(timeEntries.approvedAt)))
    // By position: the zone is a bound parameter, so a repeated expression would not match the select's.
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`);
  return rows.map((row) => ({ weekStart: row.weekStart, people: Number(row.people) }));
}
