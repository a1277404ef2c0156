import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jobs, projects, swms, worksites } from '../../db/schema/index.js';
import type { RecordLock } from '../paperwork/index.js';
import type { SwmsRecord } from './swms.kind.js';

/**
 * The SWMS as the paperwork core sees it (swms.kind.ts findRecord): the company's, not deleted,
 * with the job a signing mail and a link's page name. Only the SWMS row is locked (`of`): its job,
 * project and worksite are read, never held.
 */
export async function findSwmsRecord(tx: Tx, companyId: string, swmsId: string, lock: RecordLock | null): Promise<SwmsRecord | null> {
  const query = tx
    .select({
      id: swms.id,
      companyId: swms.companyId,
      title: swms.title,
      jobId: swms.jobId,
      status: swms.status,
      job: {
        title: jobs.title,
        jobNumber: jobs.jobNumber,
        projectName: projects.name,
        worksiteName: worksites.name,
        worksiteAddress: worksites.address,
      },
    })
    .from(swms)
    .innerJoin(jobs, eq(jobs.id, swms.jobId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(worksites, eq(worksites.id, jobs.worksiteId))
    .where(and(eq(swms.id, swmsId), eq(swms.companyId, companyId), isNull(swms.deletedAt)));
  const [row] = lock ? await query.for(lock, { of: swms }) : await query;
  return row ?? null;
}
