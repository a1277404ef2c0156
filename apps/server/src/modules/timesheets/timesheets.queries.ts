import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobAssignments, jobs, projects, timeEntries, users, worksites } from '../../db/schema/index.js';
import type { JobRow, TimeEntryRow } from '../../db/schema/index.js';

/** A shift with the names every screen and the export show beside it. */
export type TimeEntryView = TimeEntryRow & {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  projectId: string;
  projectName: string;
  worksiteName: string;
  worksiteId: string;
};

const viewColumns = {
  entry: timeEntries,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  jobTitle: jobs.title,
  projectId: jobs.projectId,
  projectName: projects.name,
  worksiteId: jobs.worksiteId,
  worksiteName: worksites.name,
};

type ViewRow = { entry: TimeEntryRow } & Omit<TimeEntryView, keyof TimeEntryRow>;
const flatten = ({ entry, ...names }: ViewRow): TimeEntryView => ({ ...entry, ...names });

function selectViews(db: DbOrTx) {
  return db
    .select(viewColumns)
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(jobs, eq(jobs.id, timeEntries.jobId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId));
}

export async function findOpenEntryView(db: DbOrTx, companyId: string, userId: string): Promise<TimeEntryView | null> {
  const [row] = await selectViews(db).where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.userId, userId), isNull(timeEntries.clockOutAt)));
  return row ? flatten(row) : null;
}

export async function findEntryView(db: DbOrTx, companyId: string, entryId: string): Promise<TimeEntryView | null> {
  const [row] = await selectViews(db).where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, entryId)));
  return row ? flatten(row) : null;
}

/** Locked, so a double tap of Start break or Clock out applies once. */
export async function lockEntry(db: DbOrTx, companyId: string, entryId: string): Promise<TimeEntryRow | null> {
  const [row] = await db
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, entryId)))
    .for('update');
  return row ?? null;
}

export async function findCompanyJob(db: DbOrTx, companyId: string, jobId: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.id, jobId)));
  return row ?? null;
}

export async function hasAcceptedAssignment(db: DbOrTx, companyId: string, jobId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobAssignments.id })
    .from(jobAssignments)
    .where(
      and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.jobId, jobId), eq(jobAssignments.userId, userId), eq(jobAssignments.status, 'accepted')),
    );
  return Boolean(row);
}

export async function insertEntry(db: DbOrTx, values: typeof timeEntries.$inferInsert): Promise<TimeEntryRow> {
  const [row] = await db.insert(timeEntries).values(values).returning();
  if (!row) throw new Error('insert into time_entries returned no row');
  return row;
}

export async function updateEntry(db: DbOrTx, companyId: string, entryId: string, changes: Partial<typeof timeEntries.$inferInsert>): Promise<void> {
  await db
    .update(timeEntries)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.id, entryId)));
}

/** Shifts that started in [from, to), optionally one person's (time_entries_company_week_idx). */
function inRange(companyId: string, from: Date, to: Date) {
  return and(eq(timeEntries.companyId, companyId), gte(timeEntries.clockInAt, from), lt(timeEntries.clockInAt, to));
}

/** One page of the people with shifts in the range, by name. */
export async function listPeopleWithEntries(
  db: DbOrTx,
  companyId: string,
  from: Date,
  to: Date,
  page: { take: number; offset: number },
): Promise<{ userIds: string[]; total: number }> {
  const people = db
    .selectDistinct({ userId: timeEntries.userId })
    .from(timeEntries)
    .where(inRange(companyId, from, to))
    .as('people');
  const [totalRow] = await db.select({ total: count() }).from(people);
  const rows = await db
    .select({ userId: people.userId })
    .from(people)
    .innerJoin(users, eq(users.id, people.userId))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(page.take)
    .offset(page.offset);
  return { userIds: rows.map((row) => row.userId), total: Number(totalRow?.total ?? 0) };
}

/** The shifts of the given people in the range, oldest first; bounded by the page of people. */
export async function listEntriesOfPeople(db: DbOrTx, companyId: string, userIds: string[], from: Date, to: Date): Promise<TimeEntryView[]> {
  if (userIds.length === 0) return [];
  const rows = await selectViews(db)
    .where(and(inRange(companyId, from, to), inArray(timeEntries.userId, userIds)))
    .orderBy(asc(timeEntries.clockInAt), asc(timeEntries.id));
  return rows.map(flatten);
}

/** Approves the finished, not yet approved shifts of the range; running shifts stay open. */
export async function approveEntries(db: DbOrTx, companyId: string, from: Date, to: Date, userIds: string[] | undefined, approverId: string): Promise<number> {
  const now = new Date();
  const rows = await db
    .update(timeEntries)
    .set({ approvedBy: approverId, approvedAt: now, updatedAt: now })
    .where(
      and(
        inRange(companyId, from, to),
        isNotNull(timeEntries.clockOutAt),
        isNull(timeEntries.approvedAt),
        userIds ? inArray(timeEntries.userId, userIds) : undefined,
      ),
    )
    .returning({ id: timeEntries.id });
  return rows.length;
}

/** Keyset page of the export: shifts after (clockInAt, id), oldest first. */
export async function listExportBatch(
  db: DbOrTx,
  companyId: string,
  from: Date,
  to: Date,
  after: { clockInAt: Date; id: string } | null,
  take: number,
): Promise<TimeEntryView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        inRange(companyId, from, to),
        after ? or(gt(timeEntries.clockInAt, after.clockInAt), and(eq(timeEntries.clockInAt, after.clockInAt), gt(timeEntries.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(timeEntries.clockInAt), asc(timeEntries.id))
    .limit(take);
  return rows.map(flatten);
}

/** One page of a job's shifts, newest first (time_entries_job_idx), and the job's worked minutes. */
export async function listJobEntries(
  db: DbOrTx,
  companyId: string,
  jobId: string,
  page: { take: number; offset: number },
): Promise<{ rows: TimeEntryView[]; total: number; totalMinutes: number }> {
  const where = and(eq(timeEntries.companyId, companyId), eq(timeEntries.jobId, jobId));
  // Worked seconds: shift length less its breaks; open shifts and breaks count up to now.
  const [totals] = await db
    .select({
      total: count(),
      seconds: sql<string | null>`sum(
        extract(epoch from (coalesce(${timeEntries.clockOutAt}, now()) - ${timeEntries.clockInAt}))
        - coalesce((
            select sum(extract(epoch from (coalesce((b->>'endAt')::timestamptz, ${timeEntries.clockOutAt}, now()) - (b->>'startAt')::timestamptz)))
            from jsonb_array_elements(${timeEntries.breaks}) as b
          ), 0)
      )`,
    })
    .from(timeEntries)
    .where(where);
  const rows = await selectViews(db).where(where).orderBy(desc(timeEntries.clockInAt), desc(timeEntries.id)).limit(page.take).offset(page.offset);
  return { rows: rows.map(flatten), total: Number(totals?.total ?? 0), totalMinutes: Math.max(0, Math.round(Number(totals?.seconds ?? 0) / 60)) };
}
