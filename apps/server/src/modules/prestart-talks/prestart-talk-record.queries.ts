import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jobs, prestartTalks } from '../../db/schema/index.js';
import type { RecordLock } from '../paperwork/index.js';
import type { PrestartTalkRecord } from './prestart-talk.kind.js';

/**
 * The talk as the paperwork core sees it (prestart-talk.kind.ts findRecord): the company's, with
 * its job. Only the talk's row is locked (`of`): its job is read, never held.
 */
export async function findPrestartTalkRecord(tx: Tx, companyId: string, talkId: string, lock: RecordLock | null): Promise<PrestartTalkRecord | null> {
  const query = tx
    .select({ id: prestartTalks.id, companyId: prestartTalks.companyId, jobId: prestartTalks.jobId, jobTitle: jobs.title })
    .from(prestartTalks)
    .innerJoin(jobs, eq(jobs.id, prestartTalks.jobId))
    .where(and(eq(prestartTalks.id, talkId), eq(prestartTalks.companyId, companyId)));
  const [row] = lock ? await query.for(lock, { of: prestartTalks }) : await query;
  return row ? { ...row, title: `Pre-start talk for ${row.jobTitle}` } : null;
}
