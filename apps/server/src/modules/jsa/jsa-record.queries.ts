import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jobs, jsaReports } from '../../db/schema/index.js';
import type { RecordLock } from '../paperwork/index.js';
import type { JsaRecord } from './jsa.kind.js';

/**
 * The JSA as the paperwork core sees it (jsa.kind.ts findRecord): the company's, with its job and
 * current version. Only the JSA's row is locked (`of`): its job is read, never held. A JSA has no
 * delete yet, so there is no deleted row to leave out.
 */
export async function findJsaRecord(tx: Tx, companyId: string, jsaId: string, lock: RecordLock | null): Promise<JsaRecord | null> {
  const query = tx
    .select({
      id: jsaReports.id,
      companyId: jsaReports.companyId,
      task: jsaReports.task,
      version: jsaReports.version,
      jobId: jsaReports.jobId,
      jobTitle: jobs.title,
    })
    .from(jsaReports)
    .innerJoin(jobs, eq(jobs.id, jsaReports.jobId))
    .where(and(eq(jsaReports.id, jsaId), eq(jsaReports.companyId, companyId)));
  const [row] = lock ? await query.for(lock, { of: jsaReports }) : await query;
  return row ? { ...row, title: `JSA: ${row.task}` } : null;
}
