import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { files, paperworkVersions, swmsTemplates } from '../../../db/schema/index.js';
import { SWMS_KIND_KEY } from '../swms-kind-key.js';
import type { FileRow, SwmsTemplateRow } from '../../../db/schema/index.js';

export type TemplateWithFile = { template: SwmsTemplateRow; file: FileRow };

export async function listTemplates(db: DbOrTx, companyId: string): Promise<TemplateWithFile[]> {
  return db
    .select({ template: swmsTemplates, file: files })
    .from(swmsTemplates)
    .innerJoin(files, eq(files.id, swmsTemplates.fileId))
    .where(eq(swmsTemplates.companyId, companyId))
    .orderBy(asc(swmsTemplates.name), asc(swmsTemplates.createdAt));
}

export async function findTemplate(db: DbOrTx, companyId: string, templateId: string): Promise<TemplateWithFile | null> {
  const [row] = await db
    .select({ template: swmsTemplates, file: files })
    .from(swmsTemplates)
    .innerJoin(files, eq(files.id, swmsTemplates.fileId))
    .where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)));
  return row ?? null;
}

/**
 * The template, locked before a change: a Generate that is issuing a version with it holds a key
 * share lock (holdTemplateForIssue) until it commits, so the change waits and then sees that
 * version in countVersionsUsing, instead of editing or deleting a template an issued version uses.
 */
/**
 * Generate, issuing a version printed with this template: holds it (FOR KEY SHARE) until the issue
 * commits. The version names it in paperwork_versions.template_id, which cannot be a foreign key
 * (the core's table serves every kind), so the lock a foreign key would take is taken here.
 */
export async function holdTemplateForIssue(db: DbOrTx, companyId: string, templateId: string): Promise<void> {
  await db
    .select({ id: swmsTemplates.id })
    .from(swmsTemplates)
    .where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)))
    .for('key share');
}

export async function lockTemplate(db: DbOrTx, companyId: string, templateId: string): Promise<TemplateWithFile | null> {
  const [row] = await db
    .select({ template: swmsTemplates, file: files })
    .from(swmsTemplates)
    .innerJoin(files, eq(files.id, swmsTemplates.fileId))
    .where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)))
    .for('update', { of: swmsTemplates });
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: typeof swmsTemplates.$inferInsert): Promise<SwmsTemplateRow> {
  const [row] = await db.insert(swmsTemplates).values(values).returning();
  if (!row) throw new Error('insert into swms_templates returned no row');
  return row;
}

export async function updateTemplate(db: DbOrTx, companyId: string, templateId: string, values: Partial<typeof swmsTemplates.$inferInsert>): Promise<void> {
  await db
    .update(swmsTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)));
}

/** Drafts that chose it go back to "no template": swms.template_id is ON DELETE SET NULL. */
export async function deleteTemplate(db: DbOrTx, companyId: string, templateId: string): Promise<void> {
  await db.delete(swmsTemplates).where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)));
}

/** Issued versions printed with this template: they must be reproducible, so it is kept as it is. */
export async function countVersionsUsing(db: DbOrTx, companyId: string, templateId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paperworkVersions)
    .where(and(eq(paperworkVersions.companyId, companyId), eq(paperworkVersions.kind, SWMS_KIND_KEY), eq(paperworkVersions.templateId, templateId)));
  return row?.n ?? 0;
}
