import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TAuditTemplatesQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { withinDays } from '../../db/days.js';
import { likePattern } from '../../db/search.js';
import { auditTemplates, auditTemplateVersions, users } from '../../db/schema/index.js';
import type { AuditTemplateRow, AuditTemplateVersionRow } from '../../db/schema/index.js';
import type { TemplateContent } from './template-content.js';

/** A template with the name of the person who made it. */
export type TemplateWithCreator = AuditTemplateRow & { creatorName: string | null };

const creatorName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** The company's own templates and HiVis's starters; the policies add nothing more. */
const visibleTo = (companyId: string) => or(eq(auditTemplates.companyId, companyId), isNull(auditTemplates.companyId));

function listFilter(companyId: string, query: TAuditTemplatesQuery, timeZone: string): SQL | undefined {
  return and(
    query.auditType === 'company'
      ? eq(auditTemplates.companyId, companyId)
      : query.auditType === 'starter'
        ? isNull(auditTemplates.companyId)
        : visibleTo(companyId),
    query.all ? undefined : isNull(auditTemplates.archivedAt),
    query.name ? ilike(auditTemplates.name, likePattern(query.name)) : undefined,
    query.userId ? eq(auditTemplates.createdBy, query.userId) : undefined,
    withinDays(auditTemplates.createdAt, { start: query.createdOnStart, end: query.createdOnEnd }, timeZone),
  );
}

const ORDERS = {
  name: [sql`lower(${auditTemplates.name})`, asc(auditTemplates.id)],
  newest: [desc(auditTemplates.createdAt), desc(auditTemplates.id)],
  oldest: [asc(auditTemplates.createdAt), asc(auditTemplates.id)],
} as const;

/** One page of the templates the company may use, by the order asked for. */
export async function listTemplates(
  db: DbOrTx,
  companyId: string,
  query: TAuditTemplatesQuery,
  timeZone: string,
): Promise<{ rows: TemplateWithCreator[]; total: number }> {
  const where = listFilter(companyId, query, timeZone);
  const [totalRow] = await db.select({ total: count() }).from(auditTemplates).where(where);
  const rows = await db
    .select({ template: auditTemplates, creatorName })
    .from(auditTemplates)
    .leftJoin(users, eq(users.id, auditTemplates.createdBy))
    .where(where)
    .orderBy(...ORDERS[query.order])
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows: rows.map((row) => ({ ...row.template, creatorName: row.creatorName })), total: Number(totalRow?.total ?? 0) };
}

/** A template the company may use (its own or a starter); null for another company's or none. */
export async function findTemplate(db: DbOrTx, companyId: string, templateId: string): Promise<TemplateWithCreator | null> {
  const [row] = await db
    .select({ template: auditTemplates, creatorName })
    .from(auditTemplates)
    .leftJoin(users, eq(users.id, auditTemplates.createdBy))
    .where(and(eq(auditTemplates.id, templateId), visibleTo(companyId)));
  return row ? { ...row.template, creatorName: row.creatorName } : null;
}

/** The company's own template, locked for a save; null for a starter, another company's or none. */
export async function lockOwnTemplate(db: DbOrTx, companyId: string, templateId: string): Promise<AuditTemplateRow | null> {
  const [row] = await db
    .select()
    .from(auditTemplates)
    .where(and(eq(auditTemplates.id, templateId), eq(auditTemplates.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** The template's name by id, when the company may see it (what a copy was derived from). */
export async function templateName(db: DbOrTx, companyId: string, templateId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: auditTemplates.name })
    .from(auditTemplates)
    .where(and(eq(auditTemplates.id, templateId), visibleTo(companyId)));
  return row?.name ?? null;
}

export async function findVersion(db: DbOrTx, templateId: string, version: number): Promise<AuditTemplateVersionRow | null> {
  const [row] = await db
    .select()
    .from(auditTemplateVersions)
    .where(and(eq(auditTemplateVersions.templateId, templateId), eq(auditTemplateVersions.version, version)));
  return row ?? null;
}

/** The history: every version, newest first, without their questions. */
export async function listVersions(db: DbOrTx, templateId: string): Promise<Pick<AuditTemplateVersionRow, 'version' | 'createdAt' | 'frozenAt'>[]> {
  return db
    .select({ version: auditTemplateVersions.version, createdAt: auditTemplateVersions.createdAt, frozenAt: auditTemplateVersions.frozenAt })
    .from(auditTemplateVersions)
    .where(eq(auditTemplateVersions.templateId, templateId))
    .orderBy(desc(auditTemplateVersions.version));
}

type NewTemplate = {
  id?: string;
  companyId: string | null;
  starterCode?: string;
  derivedFromId?: string | null;
  createdBy: string | null;
};

/** A template and its first version, in one go. */
export async function insertTemplate(db: DbOrTx, template: NewTemplate, content: TemplateContent): Promise<AuditTemplateRow> {
  const { sections, ...listed } = content;
  const [row] = await db
    .insert(auditTemplates)
    .values({ ...template, ...listed, version: 1 })
    .returning();
  if (!row) throw new Error('insertTemplate: no row returned');
  await insertVersion(db, row, 1, { ...listed, sections }, template.createdBy);
  return row;
}

/** Adds a version of the template with this content. */
export async function insertVersion(
  db: DbOrTx,
  template: Pick<AuditTemplateRow, 'id' | 'companyId'>,
  version: number,
  content: TemplateContent,
  createdBy: string | null,
): Promise<void> {
  await db.insert(auditTemplateVersions).values({
    templateId: template.id,
    companyId: template.companyId,
    version,
    name: content.name,
    description: content.description,
    sections: content.sections,
    createdBy,
  });
}

/** Rewrites a version not yet frozen: nobody has answered it. */
export async function rewriteVersion(db: DbOrTx, versionId: string, content: TemplateContent): Promise<void> {
  await db
    .update(auditTemplateVersions)
    .set({ name: content.name, description: content.description, sections: content.sections, updatedAt: new Date() })
    .where(eq(auditTemplateVersions.id, versionId));
}

/** The template's list row, after a save: its current version and what the list shows of it. */
export async function updateTemplate(
  db: DbOrTx,
  templateId: string,
  changes: Partial<Pick<AuditTemplateRow, 'name' | 'description' | 'version' | 'sectionCount' | 'questionCount' | 'archivedAt'>>,
): Promise<void> {
  await db
    .update(auditTemplates)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(auditTemplates.id, templateId));
}
