import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, jobs, projects, swms, worksites } from '../../db/schema/index.js';
import type { FileRow, JobRow, SwmsRow } from '../../db/schema/index.js';

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

export async function findFile(tx: DbOrTx, companyId: string, fileId: string): Promise<FileRow | null> {
  const [row] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.companyId, companyId)));
  return row ?? null;
}
