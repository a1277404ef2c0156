import type { TJsa, TJsaListItem } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { found } from '../../platform/access/with-access.js';
import { findVersion, listSignOnsOf } from '../paperwork/index.js';
import { ZJsaHeaderSchema } from './document/jsa-version.js';
import { jsaKind } from './jsa.kind.js';
import type { JsaListRow, JsaWithJob } from './jsa.queries.js';

/** Rows → the JSA as the screens read it; raw rows never leave the module. */

/**
 * The JSA with every sign-on (oldest first, each marked current when it is on the current
 * version) and its current PDF, read in the caller's transaction. The title is the current
 * version's, as frozen at issue: what its PDF prints.
 */
export async function presentJsa(tx: Tx, row: JsaWithJob): Promise<TJsa> {
  const signOns = await listSignOnsOf(tx, row.companyId, jsaKind.key, [row.id]);
  const current = found(
    await findVersion(tx, { companyId: row.companyId, kind: jsaKind.key, recordId: row.id }, row.version),
    `${jsaKind.messages.noun} version`,
  );
  return {
    id: row.id,
    documentTitle: ZJsaHeaderSchema.parse(current.header).documentTitle,
    job: row.job,
    version: row.version,
    content: { task: row.task, steps: row.content.steps, ppe: row.content.ppe, notes: row.content.notes },
    source: row.source,
    preparedBy: row.preparedBy ? { id: row.preparedBy, name: row.preparedByName } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy && row.updatedByName !== null ? { id: row.updatedBy, name: row.updatedByName } : null,
    signOns: signOns.map((signOn) => ({
      id: signOn.id,
      signerName: signOn.signerName,
      userId: signOn.userId,
      version: signOn.version,
      signedAt: signOn.signedAt.toISOString(),
      current: signOn.version === row.version,
    })),
    documentFileId: current.fileId,
  };
}

export function presentJsaListItem(row: JsaListRow): TJsaListItem {
  return {
    id: row.id,
    task: row.task,
    job: row.job,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    preparedByName: row.preparedByName,
    stepCount: row.stepCount,
    highestResidual: row.highestResidual,
    signedCount: row.signedCount,
  };
}
