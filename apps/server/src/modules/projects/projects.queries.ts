import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { TProjectsQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { clients, contacts, jobs, projects, worksites } from '../../db/schema/index.js';
import type { ClientRow, ContactRow, ProjectRow, WorksiteRow } from '../../db/schema/index.js';

export type ProjectListRow = ProjectRow & { worksiteName: string; clientName: string | null };

/**
 * One page of projects by name. With a worksite the order is projects_worksite_name_idx
 * (company, worksite, lower(name), id); without one, projects_company_name_idx.
 */
export async function listCompanyProjects(db: DbOrTx, companyId: string, query: TProjectsQuery): Promise<{ rows: ProjectListRow[]; total: number }> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(projects.companyId, companyId),
    query.worksiteId ? eq(projects.worksiteId, query.worksiteId) : undefined,
    query.archived ? isNotNull(projects.archivedAt) : isNull(projects.archivedAt),
    search ? or(ilike(projects.name, search), ilike(projects.projectNumber, search)) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(projects).where(where);
  const rows = await db
    .select({ project: projects, worksiteName: worksites.name, clientName: clients.name })
    .from(projects)
    .innerJoin(worksites, eq(worksites.id, projects.worksiteId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(where)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return {
    rows: rows.map((row) => ({ ...row.project, worksiteName: row.worksiteName, clientName: row.clientName })),
    total: Number(totalRow?.total ?? 0),
  };
}

export async function findCompanyProject(db: DbOrTx, companyId: string, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  return row ?? null;
}

/** Locked, so two saves of one project (two tabs, a retry on weak data) apply one after the other. */
export async function lockCompanyProject(db: DbOrTx, companyId: string, projectId: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .for('update');
  return row ?? null;
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning();
  if (!row) throw new Error('insert into projects returned no row');
  return row;
}

export async function updateProject(db: DbOrTx, companyId: string, projectId: string, changes: Partial<typeof projects.$inferInsert>): Promise<ProjectRow> {
  const [row] = await db
    .update(projects)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .returning();
  if (!row) throw new Error('update of projects returned no row');
  return row;
}

export async function findWorksite(db: DbOrTx, companyId: string, worksiteId: string): Promise<WorksiteRow | null> {
  const [row] = await db
    .select()
    .from(worksites)
    .where(and(eq(worksites.id, worksiteId), eq(worksites.companyId, companyId)));
  return row ?? null;
}

export async function findClient(db: DbOrTx, companyId: string, clientId: string): Promise<ClientRow | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  return row ?? null;
}

export async function findContact(db: DbOrTx, companyId: string, contactId: string): Promise<ContactRow | null> {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)));
  return row ?? null;
}

/** Jobs of one project counted by status (jobs_project_idx). */
export async function countProjectJobs(db: DbOrTx, companyId: string, projectId: string): Promise<{ status: string; total: number }[]> {
  const rows = await db
    .select({ status: jobs.status, total: count() })
    .from(jobs)
    .where(and(eq(jobs.projectId, projectId), eq(jobs.companyId, companyId)))
    .groupBy(jobs.status);
  return rows.map((row) => ({ status: row.status, total: Number(row.total) }));
}
