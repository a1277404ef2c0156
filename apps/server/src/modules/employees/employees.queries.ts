import { and, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { TEmployeesQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { employeeProfiles, jobAssignments, jobs, qualifications, users } from '../../db/schema/index.js';
import type { EmployeeProfileRow, UserRow } from '../../db/schema/index.js';

/** The soonest expiry among a person's licences (qualifications_user_idx: user, expires_on). */
const nextExpiry = sql<string | null>`(select min(${qualifications.expiresOn})::text from ${qualifications}
  where ${qualifications.userId} = ${users.id} and ${qualifications.companyId} = ${users.companyId})`;

export type EmployeeListRow = { user: UserRow; position: string | null; nextExpiry: string | null };

const ROLE_FILTERS: Record<Exclude<TEmployeesQuery['role'], 'all'>, string[]> = {
  PAH: ['PAH', 'ROOT_PAH'],
  SAH: ['SAH'],
  SAH_LH: ['SAH_LH'],
  NAH: ['NAH'],
};

function statusFilter(status: TEmployeesQuery['status']) {
  if (status === 'all') return undefined;
  if (status === 'active') return notInArray(users.status, ['pending_setup', 'deactivated']);
  return eq(users.status, status);
}

/** One page of the company's people by last name, first name (users_company_idx). */
export async function listCompanyEmployees(db: DbOrTx, companyId: string, query: TEmployeesQuery): Promise<{ rows: EmployeeListRow[]; total: number }> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(users.companyId, companyId),
    query.role === 'all' ? undefined : inArray(sql<string>`${users.roles}[1]`, ROLE_FILTERS[query.role]),
    statusFilter(query.status),
    search
      ? or(
          ilike(users.firstName, search),
          ilike(users.lastName, search),
          ilike(users.email, search),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
        )
      : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, position: employeeProfiles.position, nextExpiry })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

export async function findCompanyEmployee(db: DbOrTx, companyId: string, userId: string): Promise<EmployeeListRow | null> {
  const [row] = await db
    .select({ user: users, position: employeeProfiles.position, nextExpiry })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)));
  return row ?? null;
}

/** Locked, so two saves of one person (two tabs, a retry on weak data) apply one after the other. */
export async function lockCompanyUser(db: DbOrTx, companyId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function insertInvitedUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateCompanyUserDetails(
  db: DbOrTx,
  companyId: string,
  userId: string,
  changes: Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'phone'>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), ne(users.status, 'deactivated')));
}

export async function findProfile(db: DbOrTx, companyId: string, userId: string): Promise<EmployeeProfileRow | null> {
  const [row] = await db
    .select()
    .from(employeeProfiles)
    .where(and(eq(employeeProfiles.userId, userId), eq(employeeProfiles.companyId, companyId)));
  return row ?? null;
}

type ProfileChanges = Partial<Omit<typeof employeeProfiles.$inferInsert, 'userId' | 'companyId'>>;

/** People who joined before profiles existed (the founder, sign-ups) get one on first save. */
export async function upsertProfile(db: DbOrTx, companyId: string, userId: string, changes: ProfileChanges): Promise<EmployeeProfileRow> {
  const [row] = await db
    .insert(employeeProfiles)
    .values({ userId, companyId, ...changes })
    .onConflictDoUpdate({ target: employeeProfiles.userId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert of employee_profiles returned no row');
  return row;
}

export type EmployeeJobRow = {
  jobId: string;
  projectId: string;
  worksiteId: string;
  title: string;
  jobStatus: string;
  scheduledStart: Date | null;
  scheduledEnd: Date | null;
  answer: string;
  assignedAt: Date;
};

/** The person's latest 20 jobs, newest assignment first (job_assignments_user_idx). */
export function listEmployeeJobs(db: DbOrTx, companyId: string, userId: string): Promise<EmployeeJobRow[]> {
  return db
    .select({
      jobId: jobs.id,
      projectId: jobs.projectId,
      worksiteId: jobs.worksiteId,
      title: jobs.title,
      jobStatus: jobs.status,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
      answer: jobAssignments.status,
      assignedAt: jobAssignments.createdAt,
    })
    .from(jobAssignments)
    .innerJoin(jobs, eq(jobs.id, jobAssignments.jobId))
    .where(and(eq(jobAssignments.companyId, companyId), eq(jobAssignments.userId, userId)))
    .orderBy(desc(jobAssignments.createdAt), desc(jobAssignments.id))
    .limit(20);
}
