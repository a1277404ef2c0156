import { and, arrayOverlaps, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  companies,
  files,
  projects,
  swms,
  swmsPotentialHazards,
  swmsScopes,
  swmsTemplates,
  swmsTrades,
  swmsWorkActivities,
  users,
} from '../../db/schema/index.js';
import type { CompanyRow, ProjectRow, SwmsPotentialHazardRow, SwmsRow, SwmsWorkActivityRow, UserRow } from '../../db/schema/index.js';

/** The SWMS row locked for the rest of the transaction, so two saves of one SWMS take turns. */
export async function lockSwms(tx: DbOrTx, companyId: string, swmsId: string): Promise<SwmsRow | null> {
  const [row] = await tx
    .select()
    .from(swms)
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId), isNull(swms.deletedAt)))
    .for('update');
  return row ?? null;
}

export async function insertSwms(tx: DbOrTx, values: typeof swms.$inferInsert): Promise<SwmsRow> {
  const [row] = await tx.insert(swms).values(values).returning();
  if (!row) throw new Error('insert into swms returned no row');
  return row;
}

export async function updateSwmsRow(tx: DbOrTx, companyId: string, swmsId: string, values: Partial<typeof swms.$inferInsert>): Promise<SwmsRow> {
  const [row] = await tx
    .update(swms)
    .set(values)
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId)))
    .returning();
  if (!row) throw new Error('update of swms returned no row');
  return row;
}

export async function templateExists(tx: DbOrTx, companyId: string, templateId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: swmsTemplates.id })
    .from(swmsTemplates)
    .where(and(eq(swmsTemplates.id, templateId), eq(swmsTemplates.companyId, companyId)));
  return row !== undefined;
}

/** Library rows the company may use: HiVis's public library and its own. RLS says the same; this says it in the query too. */
const visibleTo = (companyId: string, table: typeof swmsTrades | typeof swmsWorkActivities) => or(eq(table.isPublic, true), eq(table.companyId, companyId));

export async function visibleTradeIds(tx: DbOrTx, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: swmsTrades.id })
    .from(swmsTrades)
    .where(and(inArray(swmsTrades.id, [...ids]), visibleTo(companyId, swmsTrades)));
  return new Set(rows.map((row) => row.id));
}

export type LibraryActivityRow = { activity: SwmsWorkActivityRow; tradeName: string; scopeName: string; hazards: SwmsPotentialHazardRow[] };

/** Library activities by id with their trade and scope names and hazards (in the library's order). */
export async function findLibraryActivities(tx: DbOrTx, companyId: string, ids: readonly string[]): Promise<LibraryActivityRow[]> {
  if (ids.length === 0) return [];
  const activities = await tx
    .select({ activity: swmsWorkActivities, tradeName: swmsTrades.name, scopeName: swmsScopes.name })
    .from(swmsWorkActivities)
    .innerJoin(swmsTrades, eq(swmsTrades.id, swmsWorkActivities.tradeId))
    .innerJoin(swmsScopes, eq(swmsScopes.id, swmsWorkActivities.scopeId))
    .where(and(inArray(swmsWorkActivities.id, [...ids]), visibleTo(companyId, swmsWorkActivities)));
  if (activities.length === 0) return [];
  const hazards = await tx
    .select()
    .from(swmsPotentialHazards)
    .where(
      inArray(
        swmsPotentialHazards.workActivityId,
        activities.map((row) => row.activity.id),
      ),
    )
    .orderBy(asc(swmsPotentialHazards.sortOrder), asc(swmsPotentialHazards.createdAt));
  return activities.map((row) => ({ ...row, hazards: hazards.filter((hazard) => hazard.workActivityId === row.activity.id) }));
}

export async function companyFileIds(tx: DbOrTx, companyId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    // Only safety data sheets: any other file of the company (a licence, a payslip) would be
    // handed out by link to everyone who can read the SWMS.
    .where(and(eq(files.companyId, companyId), eq(files.fileType, 'sds_msds'), inArray(files.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export type PrefillOwner = { firstName: string; lastName: string; email: string; phone: string | null };
export type PrefillRows = { company: CompanyRow; project: ProjectRow; caller: UserRow; owner: PrefillOwner | null };

/** What a new SWMS is filled in from: the company, the job's project, the person starting it and the account holder. */
export async function findPrefillRows(tx: DbOrTx, companyId: string, projectId: string, callerId: string): Promise<PrefillRows | null> {
  const [company] = await tx.select().from(companies).where(eq(companies.id, companyId));
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)));
  const [caller] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, callerId), eq(users.companyId, companyId)));
  if (!company || !project || !caller) return null;
  // The root account holder first, then the longest-standing account holder.
  const [owner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(and(eq(users.companyId, companyId), arrayOverlaps(users.roles, ['ROOT_PAH', 'PAH']), sql`${users.status} <> 'deactivated'`))
    .orderBy(sql`case when 'ROOT_PAH' = any(${users.roles}) then 0 else 1 end`, asc(users.createdAt))
    .limit(1);
  return { company, project, caller, owner: owner ?? null };
}
