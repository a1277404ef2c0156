import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { clients, contacts, employeeProfiles, jobAssignments, jobs, projects, timeEntries, users, worksites } from '../../db/schema/index.js';

/*
 * The export reads each table page by page in the order of one of its company-first indexes,
 * carrying on from the last row (keyset), so a large company never means a large query or an
 * OFFSET that grows. Timestamps in cursors are kept as PostgreSQL text: a JS Date would drop
 * the microseconds and skip or repeat rows.
 */

export type Cursor = { key: string; id: string } | null;

const after = (cursor: Cursor, expression: ReturnType<typeof sql>) => (cursor ? expression : undefined);

export async function employeesBatch(db: DbOrTx, companyId: string, cursor: { last: string; first: string; id: string } | null, take: number) {
  return db
    .select({ user: users, profile: employeeProfiles })
    .from(users)
    .leftJoin(employeeProfiles, eq(employeeProfiles.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        cursor ? sql`(${users.lastName}, ${users.firstName}, ${users.id}) > (${cursor.last}, ${cursor.first}, ${cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(take);
}

export async function clientsBatch(db: DbOrTx, companyId: string, cursor: Cursor, take: number) {
  return db
    .select({ client: clients, key: sql<string>`lower(${clients.name})` })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), after(cursor, sql`(lower(${clients.name}), ${clients.id}) > (${cursor?.key}, ${cursor?.id}::uuid)`)))
    .orderBy(sql`lower(${clients.name})`, asc(clients.id))
    .limit(take);
}

export async function contactsBatch(db: DbOrTx, companyId: string, cursor: { last: string; first: string; id: string } | null, take: number) {
  return db
    .select({ contact: contacts, clientName: clients.name, last: sql<string>`lower(${contacts.lastName})`, first: sql<string>`lower(${contacts.firstName})` })
    .from(contacts)
    .leftJoin(clients, eq(clients.id, contacts.clientId))
    .where(
      and(
        eq(contacts.companyId, companyId),
        cursor
          ? sql`(lower(${contacts.lastName}), lower(${contacts.firstName}), ${contacts.id}) > (${cursor.last}, ${cursor.first}, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`lower(${contacts.lastName})`, sql`lower(${contacts.firstName})`, asc(contacts.id))
    .limit(take);
}

export async function worksitesBatch(db: DbOrTx, companyId: string, cursor: Cursor, take: number) {
  return db
    .select({ site: worksites, key: sql<string>`lower(${worksites.name})` })
    .from(worksites)
    .where(and(eq(worksites.companyId, companyId), after(cursor, sql`(lower(${worksites.name}), ${worksites.id}) > (${cursor?.key}, ${cursor?.id}::uuid)`)))
    .orderBy(sql`lower(${worksites.name})`, asc(worksites.id))
    .limit(take);
}

export async function projectsBatch(db: DbOrTx, companyId: string, cursor: Cursor, take: number) {
  return db
    .select({ project: projects, key: sql<string>`lower(${projects.name})` })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), after(cursor, sql`(lower(${projects.name}), ${projects.id}) > (${cursor?.key}, ${cursor?.id}::uuid)`)))
    .orderBy(sql`lower(${projects.name})`, asc(projects.id))
    .limit(take);
}

/** Newest first, in the order of jobs_company_created_idx (nulls last, as the jobs list). */
export async function jobsBatch(db: DbOrTx, companyId: string, cursor: Cursor, take: number) {
  return db
    .select({ job: jobs, key: sql<string>`${jobs.createdAt}::text` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), after(cursor, sql`(${jobs.createdAt}, ${jobs.id}) < (${cursor?.key}::timestamptz, ${cursor?.id}::uuid)`)))
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(take);
}

export async function timeEntriesBatch(db: DbOrTx, companyId: string, cursor: Cursor, take: number) {
  return db
    .select({ entry: timeEntries, key: sql<string>`${timeEntries.clockInAt}::text` })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.companyId, companyId),
        after(cursor, sql`(${timeEntries.clockInAt}, ${timeEntries.id}) > (${cursor?.key}::timestamptz, ${cursor?.id}::uuid)`),
      ),
    )
    .orderBy(asc(timeEntries.clockInAt), asc(timeEntries.id))
    .limit(take);
}

/** Assignments of some jobs (job_assignments_job_user_unique leads with job_id). */
export function assignmentsOfJobs(db: DbOrTx, companyId: string, jobIds: string[]) {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db
    .select({ assignment: jobAssignments })
    .from(jobAssignments)
    .where(and(eq(jobAssignments.companyId, companyId), inArray(jobAssignments.jobId, jobIds)))
    .orderBy(asc(jobAssignments.jobId), asc(jobAssignments.createdAt), asc(jobAssignments.id));
}

/** Names for the ids a batch refers to, looked up by primary key. */
export async function namesById(
  db: DbOrTx,
  companyId: string,
  ids: { worksites?: string[]; projects?: string[]; clients?: string[]; contacts?: string[]; jobs?: string[] },
) {
  const map = new Map<string, string>();
  const unique = (list: string[] | undefined) => [...new Set((list ?? []).filter(Boolean))];
  const add = (rows: { id: string; name: string }[]) => rows.forEach((row) => map.set(row.id, row.name));
  const w = unique(ids.worksites);
  if (w.length)
    add(
      await db
        .select({ id: worksites.id, name: worksites.name })
        .from(worksites)
        .where(and(eq(worksites.companyId, companyId), inArray(worksites.id, w))),
    );
  const p = unique(ids.projects);
  if (p.length)
    add(
      await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), inArray(projects.id, p))),
    );
  const c = unique(ids.clients);
  if (c.length)
    add(
      await db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(eq(clients.companyId, companyId), inArray(clients.id, c))),
    );
  const k = unique(ids.contacts);
  if (k.length) {
    add(
      await db
        .select({ id: contacts.id, name: sql<string>`trim(${contacts.firstName} || ' ' || ${contacts.lastName})` })
        .from(contacts)
        .where(and(eq(contacts.companyId, companyId), inArray(contacts.id, k))),
    );
  }
  const j = unique(ids.jobs);
  if (j.length)
    add(
      await db
        .select({ id: jobs.id, name: jobs.title })
        .from(jobs)
        .where(and(eq(jobs.companyId, companyId), inArray(jobs.id, j))),
    );
  return map;
}

/** Name and email of the company's people among these ids. */
export async function peopleById(db: DbOrTx, companyId: string, ids: string[]): Promise<Map<string, { name: string; email: string }>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.id, unique)));
  return new Map(rows.map((row) => [row.id, { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email }]));
}
