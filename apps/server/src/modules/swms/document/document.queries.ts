import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { companies, files, jobs, projects, swms, swmsTemplates, worksites } from '../../../db/schema/index.js';
import type { FileRow, SwmsTemplateRow } from '../../../db/schema/index.js';

/** Reads for the SWMS document. Every one is scoped by company, on top of row-level security. */

/** The SWMS's job, project, worksite and company details as they are now; a version keeps its own copy (version-header.ts). */
export async function findDocumentHeader(db: DbOrTx, companyId: string, swmsId: string) {
  const [row] = await db
    .select({
      swmsTitle: swms.title,
      company: {
        name: companies.name,
        legalName: companies.legalName,
        abn: companies.abn,
        nzbn: companies.nzbn,
        phone: companies.phone,
        address: companies.address,
        timeZone: companies.timeZone,
        logoFileId: companies.logoFileId,
      },
      job: {
        title: jobs.title,
        jobNumber: jobs.jobNumber,
        scope: jobs.scope,
        scheduledStart: jobs.scheduledStart,
        scheduledEnd: jobs.scheduledEnd,
      },
      project: { name: projects.name, projectNumber: projects.projectNumber, startDate: projects.startDate, endDate: projects.endDate },
      worksite: { name: worksites.name, address: worksites.address },
    })
    .from(swms)
    .innerJoin(companies, eq(companies.id, swms.companyId))
    .innerJoin(jobs, eq(jobs.id, swms.jobId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(swms.companyId, companyId), eq(swms.id, swmsId)));
  return row ?? null;
}

export async function findTemplateWithFile(db: DbOrTx, companyId: string, templateId: string): Promise<{ template: SwmsTemplateRow; file: FileRow } | null> {
  const [row] = await db
    .select({ template: swmsTemplates, file: files })
    .from(swmsTemplates)
    .innerJoin(files, eq(files.id, swmsTemplates.fileId))
    .where(and(eq(swmsTemplates.companyId, companyId), eq(swmsTemplates.id, templateId)));
  return row ?? null;
}

/** Names of the safety data sheets listed with the hazardous substances. */
export async function findFileNames(db: DbOrTx, companyId: string, fileIds: readonly string[]): Promise<Map<string, string>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, [...fileIds])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findStorageKey(db: DbOrTx, companyId: string, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(and(eq(files.companyId, companyId), eq(files.id, fileId)));
  return row?.storageKey ?? null;
}
