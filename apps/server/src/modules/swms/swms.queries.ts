import { and, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, jobs, projects, swms, swmsSignatures, swmsVersions, worksites } from '../../db/schema/index.js';
import type { FileRow, JobRow, SwmsRow, SwmsSignatureRow, SwmsVersionRow } from '../../db/schema/index.js';

/** One SWMS of the company; null when missing, soft-deleted or another company's. */
export async function findSwms(tx: DbOrTx, companyId: string, swmsId: string): Promise<SwmsRow | null> {
  const [row] = await tx
    .select()
    .from(swms)
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId), isNull(swms.deletedAt)));
  return row ?? null;
}

export type SwmsJobRow = {
  job: JobRow;
  projectName: string;
  worksiteName: string;
  worksiteAddress: (typeof worksites.$inferSelect)['address'];
};

/** The job a SWMS is for, with the names of its project and worksite. */
export async function findSwmsJob(tx: DbOrTx, companyId: string, jobId: string): Promise<SwmsJobRow | null> {
  const [row] = await tx
    .select({ job: jobs, projectName: projects.name, worksiteName: worksites.name, worksiteAddress: worksites.address })
    .from(jobs)
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, companyId)));
  return row ?? null;
}

export async function findVersion(tx: DbOrTx, companyId: string, swmsId: string, version: number): Promise<SwmsVersionRow | null> {
  const [row] = await tx
    .select()
    .from(swmsVersions)
    .where(and(eq(swmsVersions.companyId, companyId), eq(swmsVersions.swmsId, swmsId), eq(swmsVersions.version, version)));
  return row ?? null;
}

export async function findFile(tx: DbOrTx, companyId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
  return row ?? null;
}

/** The sign-on register of one SWMS, every version, oldest first. */
export async function listSignatures(tx: DbOrTx, companyId: string, swmsId: string): Promise<SwmsSignatureRow[]> {
  return tx
    .select()
    .from(swmsSignatures)
    .where(and(eq(swmsSignatures.companyId, companyId), eq(swmsSignatures.swmsId, swmsId)))
    .orderBy(swmsSignatures.signedAt, swmsSignatures.id);
}

/** Every version of one SWMS, newest first. */
export async function listVersions(tx: DbOrTx, companyId: string, swmsId: string): Promise<SwmsVersionRow[]> {
  return tx
    .select()
    .from(swmsVersions)
    .where(and(eq(swmsVersions.companyId, companyId), eq(swmsVersions.swmsId, swmsId)))
    .orderBy(desc(swmsVersions.version));
}
