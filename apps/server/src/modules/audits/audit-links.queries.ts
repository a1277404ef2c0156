import { and, count, desc, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLinks, auditResponses, auditTemplates, companies } from '../../db/schema/index.js';
import type { AuditLinkRow } from '../../db/schema/index.js';

export type AuditLinkWithCounts = AuditLinkRow & { templateName: string; responses: number };

export type NewAuditLink = typeof auditLinks.$inferInsert;

const responsesOf = sql<number>`(select count(*)::int from ${auditResponses} r where r.link_id = ${auditLinks.id})`;

/** The company's links, newest first, with their template's name and how many audits came through each. */
export async function listLinks(db: DbOrTx, companyId: string, templateId: string | undefined): Promise<AuditLinkWithCounts[]> {
  const rows = await db
    .select({ link: auditLinks, templateName: auditTemplates.name, responses: responsesOf })
    .from(auditLinks)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditLinks.templateId))
    .where(and(eq(auditLinks.companyId, companyId), templateId ? eq(auditLinks.templateId, templateId) : undefined))
    .orderBy(desc(auditLinks.createdAt), desc(auditLinks.id));
  return rows.map((row) => ({ ...row.link, templateName: row.templateName, responses: row.responses }));
}

export async function findLink(db: DbOrTx, companyId: string, linkId: string): Promise<AuditLinkWithCounts | null> {
  const [row] = await db
    .select({ link: auditLinks, templateName: auditTemplates.name, responses: responsesOf })
    .from(auditLinks)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditLinks.templateId))
    .where(and(eq(auditLinks.companyId, companyId), eq(auditLinks.id, linkId)));
  return row ? { ...row.link, templateName: row.templateName, responses: row.responses } : null;
}

export async function insertLink(db: DbOrTx, values: NewAuditLink): Promise<void> {
  await db.insert(auditLinks).values(values);
}

export async function lockLink(db: DbOrTx, companyId: string, linkId: string): Promise<AuditLinkRow | null> {
  const [row] = await db
    .select()
    .from(auditLinks)
    .where(and(eq(auditLinks.companyId, companyId), eq(auditLinks.id, linkId)))
    .for('update');
  return row ?? null;
}

export async function updateLink(
  db: DbOrTx,
  linkId: string,
  values: Pick<AuditLinkRow, 'name' | 'kind' | 'expiresAt' | 'enabled' | 'brandingVisible'>,
): Promise<void> {
  await db.update(auditLinks).set(values).where(eq(auditLinks.id, linkId));
}

/**
 * Links are counted against the plan one company at a time: two made at the same moment cannot
 * both take the last place. An advisory lock, because the count is of rows that may not exist yet.
 */
export async function holdLinkCapacity(db: DbOrTx, companyId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit-links:${companyId}`}))`);
}

/** The plan's allowance of links on, bought with it (companies.audit_links_*). */
export async function linkAllowance(db: DbOrTx, companyId: string): Promise<{ permanent: number; temporary: number }> {
  const [row] = await db
    .select({ permanent: companies.auditLinksPermanent, temporary: companies.auditLinksTemporary })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? { permanent: 0, temporary: 0 };
}

/** Links on now (switched on, not past their expiry), by kind; `except` leaves out the link being changed. */
export async function countLinksOn(db: DbOrTx, companyId: string, now: Date, except: string | null): Promise<{ permanent: number; temporary: number }> {
  const rows = await db
    .select({ kind: auditLinks.kind, on: count() })
    .from(auditLinks)
    .where(
      and(
        eq(auditLinks.companyId, companyId),
        eq(auditLinks.enabled, true),
        or(isNull(auditLinks.expiresAt), gt(auditLinks.expiresAt, now)),
        except ? ne(auditLinks.id, except) : undefined,
      ),
    )
    .groupBy(auditLinks.kind);
  return {
    permanent: rows.find((row) => row.kind === 'permanent')?.on ?? 0,
    temporary: rows.find((row) => row.kind === 'temporary')?.on ?? 0,
  };
}

/** The one look-up across companies, by the link's secret: the caller runs it in the system context. */
export async function findLinkByUuid(db: DbOrTx, uuid: string): Promise<AuditLinkRow | null> {
  const [row] = await db.select().from(auditLinks).where(eq(auditLinks.uuid, uuid));
  return row ?? null;
}

/** What a link's public page needs of its company: its name and logo, and whether it takes answers. */
export async function linkCompany(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({
      name: companies.name,
      status: companies.status,
      timeZone: companies.timeZone,
      logoFileId: companies.logoFileId,
      enabledFeatures: companies.enabledFeatures,
      featuresSwitchedOff: companies.featuresSwitchedOff,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

/** How many links of its kind, on now, were made before this one: past the plan's allowance, it rests. */
export async function linksOnBefore(db: DbOrTx, link: AuditLinkRow, now: Date): Promise<number> {
  const [row] = await db
    .select({ before: count() })
    .from(auditLinks)
    .where(
      and(
        eq(auditLinks.companyId, link.companyId),
        eq(auditLinks.kind, link.kind),
        eq(auditLinks.enabled, true),
        or(isNull(auditLinks.expiresAt), gt(auditLinks.expiresAt, now)),
        sql`(${auditLinks.createdAt}, ${auditLinks.id}) < (${link.createdAt.toISOString()}::timestamptz, ${link.id}::uuid)`,
      ),
    );
  return row?.before ?? 0;
}

/** The template's newest link on now: the one assignments outside the company are sent. */
export async function findLinkOnForTemplate(db: DbOrTx, companyId: string, templateId: string, now: Date): Promise<AuditLinkRow | null> {
  const [row] = await db
    .select()
    .from(auditLinks)
    .where(
      and(
        eq(auditLinks.companyId, companyId),
        eq(auditLinks.templateId, templateId),
        eq(auditLinks.enabled, true),
        or(isNull(auditLinks.expiresAt), gt(auditLinks.expiresAt, now)),
      ),
    )
    .orderBy(desc(auditLinks.createdAt))
    .limit(1);
  return row ?? null;
}
