import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditResponses, auditTemplates, auditTemplateVersions, jobs, users, worksites } from '../../db/schema/index.js';
import type { AuditResponseRow, AuditTemplateRow, AuditTemplateVersionRow } from '../../db/schema/index.js';

/** A version of one of the company's own templates, with its template; null when there is none. */
export async function findOwnVersion(
  db: DbOrTx,
  companyId: string,
  templateId: string,
  version: number,
): Promise<{ template: AuditTemplateRow; version: AuditTemplateVersionRow } | null> {
  const [row] = await db
    .select({ template: auditTemplates, version: auditTemplateVersions })
    .from(auditTemplateVersions)
    .innerJoin(auditTemplates, eq(auditTemplates.id, auditTemplateVersions.templateId))
    .where(and(eq(auditTemplates.id, templateId), eq(auditTemplates.companyId, companyId), eq(auditTemplateVersions.version, version)));
  return row ?? null;
}

/** An audit has answered this version: from now on a save of the template makes a new one. */
export async function freezeVersion(db: DbOrTx, versionId: string, at: Date): Promise<void> {
  await db
    .update(auditTemplateVersions)
    .set({ frozenAt: at })
    .where(and(eq(auditTemplateVersions.id, versionId), sql`${auditTemplateVersions.frozenAt} is null`));
}

export async function insertResponse(db: DbOrTx, values: typeof auditResponses.$inferInsert): Promise<AuditResponseRow> {
  const [row] = await db.insert(auditResponses).values(values).returning();
  if (!row) throw new Error('insertResponse: no row returned');
  return row;
}

/** A response with what its page names: the template, the version's questions, job, site and who. */
export type ResponseWithNames = AuditResponseRow & {
  templateName: string;
  sections: AuditTemplateVersionRow['sections'];
  jobTitle: string | null;
  worksiteName: string | null;
  submitterName: string | null;
};

const submitterName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

export async function findResponse(db: DbOrTx, companyId: string, responseId: string): Promise<ResponseWithNames | null> {
  const [row] = await db
    .select({
      response: auditResponses,
      templateName: auditTemplateVersions.name,
      sections: auditTemplateVersions.sections,
      jobTitle: jobs.title,
      worksiteName: worksites.name,
      submitterName,
    })
    .from(auditResponses)
    .innerJoin(auditTemplateVersions, eq(auditTemplateVersions.id, auditResponses.templateVersionId))
    .leftJoin(jobs, eq(jobs.id, auditResponses.jobId))
    .leftJoin(worksites, eq(worksites.id, auditResponses.worksiteId))
    .leftJoin(users, eq(users.id, auditResponses.submittedBy))
    .where(and(eq(auditResponses.id, responseId), eq(auditResponses.companyId, companyId)));
  return row
    ? {
        ...row.response,
        templateName: row.templateName,
        sections: row.sections,
        jobTitle: row.jobTitle,
        worksiteName: row.worksiteName,
        submitterName: row.submitterName,
      }
    : null;
}
