import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { companies, dashboardLinks, users } from '../../db/schema/index.js';
import type { DashboardLinkRow } from '../../db/schema/index.js';

export type DashboardLinkView = DashboardLinkRow & { createdByFirstName: string | null; createdByLastName: string | null };

const viewColumns = {
  link: dashboardLinks,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

export async function insertDashboardLink(db: DbOrTx, values: typeof dashboardLinks.$inferInsert): Promise<DashboardLinkRow> {
  const [row] = await db.insert(dashboardLinks).values(values).returning();
  if (!row) throw new Error('insert into dashboard_links returned no row');
  return row;
}

/** A page of the company's links, newest first (dashboard_links_company_idx). */
export async function listDashboardLinks(db: DbOrTx, companyId: string, dashboardId: string | undefined, page: { take: number; offset: number }) {
  const where = and(eq(dashboardLinks.companyId, companyId), dashboardId ? eq(dashboardLinks.dashboardId, dashboardId) : undefined);
  const [totalRow] = await db.select({ total: count() }).from(dashboardLinks).where(where);
  const rows = await db
    .select(viewColumns)
    .from(dashboardLinks)
    .leftJoin(users, eq(users.id, dashboardLinks.createdBy))
    .where(where)
    .orderBy(desc(dashboardLinks.createdAt), desc(dashboardLinks.id))
    .limit(page.take)
    .offset(page.offset);
  return { rows: rows.map(({ link, ...names }) => ({ ...link, ...names })), total: Number(totalRow?.total ?? 0) };
}

export async function findDashboardLinkView(db: DbOrTx, companyId: string, id: string): Promise<DashboardLinkView | null> {
  const [row] = await db
    .select(viewColumns)
    .from(dashboardLinks)
    .leftJoin(users, eq(users.id, dashboardLinks.createdBy))
    .where(and(eq(dashboardLinks.companyId, companyId), eq(dashboardLinks.id, id)));
  return row ? { ...row.link, createdByFirstName: row.createdByFirstName, createdByLastName: row.createdByLastName } : null;
}

/** Revokes once: a second revoke keeps the first time. */
export async function revokeDashboardLink(db: DbOrTx, companyId: string, id: string, at: Date): Promise<void> {
  await db
    .update(dashboardLinks)
    .set({ revokedAt: at })
    .where(and(eq(dashboardLinks.companyId, companyId), eq(dashboardLinks.id, id), isNull(dashboardLinks.revokedAt)));
}

/** The platform's look-up of a link by its hash (dashboard_links_token_unique), with its company's standing. */
export async function findLinkByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ link: dashboardLinks, companyStatus: companies.status })
    .from(dashboardLinks)
    .innerJoin(companies, eq(companies.id, dashboardLinks.companyId))
    .where(eq(dashboardLinks.tokenHash, tokenHash));
  return row ?? null;
}
