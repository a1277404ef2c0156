import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, swms } from '../../db/schema/index.js';
import type { FileRow, PaperworkSignOnRow, PaperworkVersionRow, SwmsRow } from '../../db/schema/index.js';
import { listSignOnsOf, listVersionsOf } from '../paperwork/index.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';

/** A job's SWMS (not deleted), newest first. */
export async function listJobSwms(tx: DbOrTx, companyId: string, jobId: string): Promise<SwmsRow[]> {
  return tx
    .select()
    .from(swms)
    .where(and(eq(swms.companyId, companyId), eq(swms.jobId, jobId), isNull(swms.deletedAt)))
    .orderBy(desc(swms.createdAt), desc(swms.id));
}

export type SwmsHistory = { versions: PaperworkVersionRow[]; signatures: PaperworkSignOnRow[]; files: FileRow[] };

/** The versions, sign-ons and PDFs of several SWMS in three reads. */
export async function findSwmsHistory(tx: DbOrTx, companyId: string, swmsIds: readonly string[]): Promise<SwmsHistory> {
  const versions = await listVersionsOf(tx, companyId, SWMS_KIND_KEY, swmsIds);
  const signatures = await listSignOnsOf(tx, companyId, SWMS_KIND_KEY, swmsIds);
  const fileIds = versions.map((version) => version.fileId).filter((id) => id !== null);
  const fileRows =
    fileIds.length === 0
      ? []
      : await tx
          .select()
          .from(files)
          .where(and(eq(files.companyId, companyId), inArray(files.id, fileIds)));
  return { versions, signatures, files: fileRows };
}
