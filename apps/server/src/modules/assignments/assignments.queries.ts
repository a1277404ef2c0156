import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, jobAssignments, jobs, projects, users, worksites } from '../../db/schema/index.js';
import type { CompanyRow, JobAssignmentRow, JobRow, UserRow, WorksiteRow } from '../../db/schema/index.js';
import { JOB_STAFF_MAX } from '@hivis/contracts';

/** A job with what every message about it needs: its site, project and company. */
export type JobContext = {
  job: JobRow;
  site: Pick<WorksiteRow, 'id' | 'name' | 'address' | 'latitude' | 'longitude' | 'siteContacts'>;
  projectName: string;
  company: Pick<CompanyRow, 'id' | 'name' | 'timeZone' | 'status'>;
};

export async function findJobContext(db: DbOrTx, companyId: string, jobId: string, lock = false): Promise<JobContext | null> {
  const query = db
    .select({
      job: jobs,
      site: {
        id: worksites.id,
        name: worksites.name,
        address: worksites.address,
        latitude: worksites.latitude,
        longitude: worksites.longitude,
        siteContacts: worksites.siteContacts,
      },
      projectName: projects.name,
      company: { id: companies.id, name: companies.name, timeZone: companies.timeZone, status: companies.status },
    })
    .from(jobs)
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  // Locking the job row serialises two answers or two staffing changes on one job.
  const [row] = lock ? await query.for('update', { of: jobs }) : await query;
  return row ?? null;
}

export type AssignmentWithPerson = { assignment: JobAssignmentRow; person: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'roles'> };

/** The job's people, in the order they were put on it (job_assignments_job_user_unique leads with job_id). */
export function listJobAssignments(db: DbOrTx, companyId: string, jobId: string): Promise<AssignmentWithPerson[]> {
  return db
    .select({ assignment: jobAssignments, person: { firstName: users.firstName, lastName: users.lastName, email: users.email, roles: users.roles } })
    .from(jobAssignments)
    .innerJoin(users, eq(users.id, jobAssignments.userId))
    .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.jobId, jobId)))
    .orderBy(asc(jobAssignments.createdAt), asc(jobAssignments.id))
    .limit(JOB_STAFF_MAX);
}

/** People of the company who can be given work: active, or invited and not set up yet. */
export function findAssignablePeople(db: DbOrTx, companyId: string, userIds: readonly string[]): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds]), inArray(users.status, ['active', 'pending_setup'])));
}

export async function findAssignment(db: DbOrTx, companyId: string, jobId: string, userId: string): Promise<JobAssignmentRow | null> {
  const [row] = await db
    .select()
    .from(jobAssignments)
    .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.jobId, jobId), eq(jobAssignments.userId, userId)));
  return row ?? null;
}

export async function insertOffer(db: DbOrTx, values: typeof jobAssignments.$inferInsert): Promise<JobAssignmentRow> {
  const [row] = await db.insert(jobAssignments).values(values).returning();
  if (!row) throw new Error('insert into job_assignments returned no row');
  return row;
}

export async function updateAssignment(
  db: DbOrTx,
  companyId: string,
  assignmentId: string,
  changes: Partial<typeof jobAssignments.$inferInsert>,
): Promise<JobAssignmentRow> {
  const [row] = await db
    .update(jobAssignments)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(jobAssignments.id, assignmentId), eq(jobAssignments.companyId, companyId)))
    .returning();
  if (!row) throw new Error('update of job_assignments returned no row');
  return row;
}

/** Whether anyone is still offered or accepted on the job. */
export async function hasLiveAssignments(db: DbOrTx, companyId: string, jobId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobAssignments.id })
    .from(jobAssignments)
    .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.jobId, jobId), inArray(jobAssignments.status, ['offered', 'accepted'])))
    .limit(1);
  return Boolean(row);
}

export async function setJobStatus(db: DbOrTx, companyId: string, jobId: string, status: JobRow['status']): Promise<void> {
  await db
    .update(jobs)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
}

/**
 * The company's account holders who can sign in, who hear about declined work requests and
 * contractors' answers. An owner who signed up keeps the user status data_filled after paying
 * (the company's status says it is active), so both count.
 */
export function findAccountHolders(db: DbOrTx, companyId: string): Promise<Pick<UserRow, 'id' | 'email' | 'firstName'>[]> {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        inArray(users.status, ['active', 'data_filled']),
        sql`exists (select 1 from unnest(${users.roles}) as role where role like '%PAH%')`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName))
    .limit(20);
}

/** A work request by its link's secret: read by the platform, since the person is not signed in. */
export async function findAssignmentByToken(db: DbOrTx, token: string): Promise<JobAssignmentRow | null> {
  const [row] = await db.select().from(jobAssignments).where(eq(jobAssignments.requestToken, token));
  return row ?? null;
}
