import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { files, swms, swmsSignatures, swmsVersions } from '../../db/schema/index.js';
import type { FileRow, SwmsRow, SwmsSignatureRow, SwmsVersionRow } from '../../db/schema/index.js';

/** A job's SWMS (not deleted), newest first. */
export async function listJobSwms(tx: DbOrTx, companyId: string, jobId: string): Promise<SwmsRow[]> {
  return tx
    .select()
    .from(swms)
    .where(and(eq(swms.companyId, companyId), eq(swms.jobId, jobId), isNull(swms.deletedAt)))
    .orderBy(desc(swms.createdAt), desc(swms.id));
}

export type SwmsHistory = { versions: SwmsVersionRow[]; signatures: SwmsSignatureRow[]; files: FileRow[] };

/** The versions, sign-ons and PDFs of several SWMS in three reads. */
export async function findSwmsHistory(tx: DbOrTx, companyId: string, swmsIds: readonly string[]): Promise<SwmsHistory> {
  if (swmsIds.length === 0) return { versions: [], signatures: [], files: [] };
  const ids = [...swmsIds];
  const versions = await tx
    .select()
    .from(swmsVersions)
    .where(and(eq(swmsVersions.companyId, companyId), inArray(swmsVersions.swmsId, ids)))
    .orderBy(desc(swmsVersions.version));
  const signatures = await tx
    .select()
    .from(swmsSignatures)
    .where(and(eq(swmsSignatures.companyId, companyId), inArray(swmsSignatures.swmsId, ids)))
    .orderBy(asc(swmsSignatures.signedAt), asc(swmsSignatures.id));
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
