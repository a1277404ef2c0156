import { and, asc, count, eq, getTableColumns, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TJobsQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import type { TJobCursor } from './jobs-cursor.js';
import { clients, companies, files, jobAssignments, jobFiles, jobNotes, jobs, projects, users, worksites } from '../../db/schema/index.js';
import type { ClientRow, CompanyRow, FileRow, JobRow, ProjectRow, WorksiteRow } from '../../db/schema/index.js';

/** People who are on a job or asked to be: they see it and hear about its changes. */
export const ACTIVE_ASSIGNMENT = ['offered', 'accepted'] as const;

/** Where counting stops (the list shows '~N results' anyway). */
export const JOB_COUNT_CAP = 10_000;

const jobColumns = getTableColumns(jobs);

export type JobListRow = JobRow & { projectName: string; worksiteName: string; assignedCount: number; cursorAt: string };

/**
 * One page of the company's jobs, newest first. Every filter is on the jobs table itself, so the
 * page walks jobs_company_created_idx (or jobs_company_status_idx with a status) in order and
 * stops after the page, and the count reads jobs alone (no join, no sort), up to a cap.
 *
 * The page's jobs are picked in a subquery of their own (its LIMIT keeps the planner from folding
 * it into the joins), and only those 20 rows meet projects and worksites. Joined in one flat
 * query, the tenant role's row-level security adds `company_id = <setting>` to all three tables;
 * the planner then sees "jobs of this company in this project" as a handful of rows and starts
 * from the projects, reading and sorting every job of the company: 600 ms instead of 2 ms on an
 * embedded database with 100 000 jobs and no statistics.
 */
export async function listCompanyJobs(
  db: DbOrTx,
  companyId: string,
  query: TJobsQuery,
  after: TJobCursor | null,
): Promise<{ rows: JobListRow[]; total: number | null }> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(jobs.companyId, companyId),
    query.status ? eq(jobs.status, query.status) : undefined,
    query.projectId ? eq(jobs.projectId, query.projectId) : undefined,
    query.worksiteId ? eq(jobs.worksiteId, query.worksiteId) : undefined,
    search ? or(ilike(jobs.title, search), ilike(jobs.jobNumber, search)) : undefined,
  );
  // Counted up to a cap, and on the first page only (a page read on from a cursor keeps it): past
  // the cap the list says '~10000 results' and paging still works, while a company with 100 000
  // jobs does not pay for counting them on every page.
  const total = after ? null : await countCapped(db, where);
  const page = db
    .select({ ...jobColumns, cursorAt: sql<string>`${jobs.createdAt}::text`.as('cursor_at') })
    .from(jobs)
    // After a cursor: the jobs older than the last one shown, read on along the same index.
    .where(after ? and(where, sql`(${jobs.createdAt}, ${jobs.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`) : where)
    // Exactly the index's order (DESC NULLS LAST): a plain DESC means NULLS FIRST in PostgreSQL,
    // which the index cannot give, and the planner would sort every job of the company instead.
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(query.take)
    .offset(after ? 0 : (query.page - 1) * query.take)
    .as('page');
  // The page's own columns, read from the subquery by the names of the jobs table's columns.
  const pageJob = Object.fromEntries(Object.keys(jobColumns).map((key) => [key, page[key as keyof typeof jobColumns]])) as {
    [K in keyof typeof jobColumns]: (typeof page)[K];
  };
  const rows = await db
    .select({
      ...pageJob,
      cursorAt: page.cursorAt,
      projectName: projects.name,
      worksiteName: worksites.name,
      // Per row of the page only (a handful), through job_assignments_job_user_unique.
      assignedCount: sql<number>`(select count(*)::int from ${jobAssignments} where ${jobAssignments.jobId} = ${page.id} and ${jobAssignments.status} in ('offered', 'accepted'))`,
    })
    .from(page)
    // By primary key, one of each per job of the page.
    .innerJoin(projects, eq(projects.id, page.projectId))
    .innerJoin(worksites, eq(worksites.id, page.worksiteId))
    .orderBy(sql`${page.createdAt} desc nulls last`, sql`${page.id} desc nulls last`);
  return {
    rows: rows.map((row) => ({ ...row, assignedCount: Number(row.assignedCount) })),
    total,
  };
}

async function countCapped(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1`.as('one') })
    .from(jobs)
    .where(where)
    .limit(JOB_COUNT_CAP)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return Number(row?.total ?? 0);
}

export async function findCompanyJob(db: DbOrTx, companyId: string, jobId: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

/** Locked, so two saves of one job (two tabs, a retry on weak data) apply one after the other. */
export async function lockCompanyJob(db: DbOrTx, companyId: string, jobId: string): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function insertJob(db: DbOrTx, values: typeof jobs.$inferInsert): Promise<JobRow> {
  const [row] = await db.insert(jobs).values(values).returning();
  if (!row) throw new Error('insert into jobs returned no row');
  return row;
}

export async function updateJob(db: DbOrTx, companyId: string, jobId: string, changes: Partial<typeof jobs.$inferInsert>): Promise<JobRow> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)))
    .returning();
  if (!row) throw new Error('update of jobs returned no row');
  return row;
}

/**
 * Serialises job numbering within one company for the rest of the transaction: two jobs created
 * at the same moment cannot both take 'J-0007'. An advisory lock, because no row stands for
 * "the company's job numbers" and locking the company row would block unrelated writes.
 */
export async function lockJobNumbers(db: DbOrTx, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-number:${companyId}`}))`);
}

const jNumberOf = (column: SQL | typeof jobs.jobNumber) => sql<number | null>`max((substring(${column} from '^J-([0-9]{1,9})$'))::int)`;

/** How many of the newest jobs are looked at for the last number given. */
const RECENT_JOBS = 200;

/**
 * The highest 'J-nnnn' number the company has given, 0 for none. Numbers are given in order, so
 * the newest jobs hold the highest: the 200 newest (a short walk of jobs_company_created_idx,
 * which also catches a number typed by hand lately) answer it without reading every job. Only a
 * company with no J- number among them pays for a look at all its jobs.
 */
export async function highestJobNumber(db: DbOrTx, companyId: string): Promise<number> {
  const recent = db
    .select({ jobNumber: jobs.jobNumber })
    .from(jobs)
    .where(eq(jobs.companyId, companyId))
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(RECENT_JOBS)
    .as('recent');
  const [latest] = await db.select({ highest: jNumberOf(sql`${recent.jobNumber}`) }).from(recent);
  if (latest?.highest != null) return Number(latest.highest);
  const [all] = await db
    .select({ highest: jNumberOf(jobs.jobNumber) })
    .from(jobs)
    .where(eq(jobs.companyId, companyId));
  return Number(all?.highest ?? 0);
}

export type JobPlace = { project: ProjectRow; worksite: WorksiteRow; client: Pick<ClientRow, 'id' | 'name'> | null };

/** The job's project, its worksite and its client, in one read. */
export async function findJobPlace(db: DbOrTx, companyId: string, projectId: string): Promise<JobPlace | null> {
  const [row] = await db
    .select({ project: projects, worksite: worksites, clientId: clients.id, clientName: clients.name })
    .from(projects)
    .innerJoin(worksites, eq(worksites.id, projects.worksiteId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  if (!row) return null;
  return { project: row.project, worksite: row.worksite, client: row.clientId && row.clientName !== null ? { id: row.clientId, name: row.clientName } : null };
}

export type JobNoteView = { id: string; body: string; createdAt: Date; firstName: string | null; lastName: string | null };

/** The job's notes, oldest first (job_notes_job_idx). */
export function listJobNotes(db: DbOrTx, companyId: string, jobId: string): Promise<JobNoteView[]> {
  return db
    .select({ id: jobNotes.id, body: jobNotes.body, createdAt: jobNotes.createdAt, firstName: users.firstName, lastName: users.lastName })
    .from(jobNotes)
    .leftJoin(users, eq(users.id, jobNotes.authorId))
    .where(and(eq(jobNotes.jobId, jobId), eq(jobNotes.companyId, companyId)))
    .orderBy(asc(jobNotes.createdAt), asc(jobNotes.id));
}

export async function insertJobNote(db: DbOrTx, values: typeof jobNotes.$inferInsert): Promise<void> {
  await db.insert(jobNotes).values(values);
}

/** The job's files, oldest first (job_files_job_idx). */
export async function listJobFiles(db: DbOrTx, companyId: string, jobId: string): Promise<{ file: FileRow; addedAt: Date }[]> {
  const rows = await db
    .select({ file: files, addedAt: jobFiles.createdAt })
    .from(jobFiles)
    .innerJoin(files, eq(files.id, jobFiles.fileId))
    .where(and(eq(jobFiles.jobId, jobId), eq(jobFiles.companyId, companyId)))
    .orderBy(asc(jobFiles.createdAt), asc(jobFiles.id));
  return rows;
}

/** Attaches a file once: adding the same file again (a retry) changes nothing. */
export async function insertJobFile(db: DbOrTx, companyId: string, jobId: string, fileId: string): Promise<void> {
  const [existing] = await db
    .select({ id: jobFiles.id })
    .from(jobFiles)
    .where(and(eq(jobFiles.jobId, jobId), eq(jobFiles.fileId, fileId), eq(jobFiles.companyId, companyId)));
  if (!existing) await db.insert(jobFiles).values({ companyId, jobId, fileId });
}

/** Takes a file off the job; false when the job had no such file. */
export async function deleteJobFile(db: DbOrTx, companyId: string, jobId: string, fileId: string): Promise<boolean> {
  const deleted = await db
    .delete(jobFiles)
    .where(and(eq(jobFiles.jobId, jobId), eq(jobFiles.fileId, fileId), eq(jobFiles.companyId, companyId)))
    .returning({ id: jobFiles.id });
  return deleted.length > 0;
}

/** How many people have each answer on the job. */
export async function countJobAssignments(db: DbOrTx, companyId: string, jobId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: jobAssignments.status, total: count() })
    .from(jobAssignments)
    .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.companyId, companyId)))
    .groupBy(jobAssignments.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.total)]));
}

/** The people offered or on the job: they are told when its schedule changes. */
export async function listActiveAssignees(db: DbOrTx, companyId: string, jobId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: jobAssignments.userId })
    .from(jobAssignments)
    .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.companyId, companyId), inArray(jobAssignments.status, [...ACTIVE_ASSIGNMENT])));
  return rows.map((row) => row.userId);
}

/** Whether a staff member is on the job (any answer but removed by the office). */
export async function isOnJob(db: DbOrTx, companyId: string, jobId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobAssignments.id })
    .from(jobAssignments)
    .where(
      and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.userId, userId), eq(jobAssignments.companyId, companyId), ne(jobAssignments.status, 'removed')),
    );
  return Boolean(row);
}

export async function findCompanyStanding(db: DbOrTx, companyId: string): Promise<Pick<CompanyRow, 'status' | 'timeZone'> | null> {
  const [row] = await db.select({ status: companies.status, timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}
