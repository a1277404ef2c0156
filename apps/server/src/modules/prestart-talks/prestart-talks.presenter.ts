import type { TPrestartTalk, TPrestartTalkListItem } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { listSignOnsOf, listVersionsOf } from '../paperwork/index.js';
import { prestartTalkKind } from './prestart-talk.kind.js';
import type { PrestartTalkListRow, PrestartTalkWithJob } from './prestart-talks.queries.js';

/** Rows → the talk as the screens read it; raw rows never leave the module. */

/** The talk with its register (oldest first, as signed) and its current PDF, read in the caller's transaction. */
export async function presentTalk(tx: Tx, row: PrestartTalkWithJob): Promise<TPrestartTalk> {
  const signOns = await listSignOnsOf(tx, row.companyId, prestartTalkKind.key, [row.id]);
  const [current] = await listVersionsOf(tx, row.companyId, prestartTalkKind.key, [row.id]);
  return {
    id: row.id,
    job: row.job,
    heldAt: row.heldAt.toISOString(),
    topics: row.topics,
    hazards: row.hazards,
    notes: row.notes,
    presentedBy: row.presentedBy ? { id: row.presentedBy, name: row.presenterName } : null,
    attendees: signOns.map((signOn) => ({ id: signOn.id, signerName: signOn.signerName, userId: signOn.userId, signedAt: signOn.signedAt.toISOString() })),
    documentFileId: current?.fileId ?? null,
  };
}

export function presentTalkListItem(row: PrestartTalkListRow): TPrestartTalkListItem {
  return {
    id: row.id,
    job: row.job,
    heldAt: row.heldAt.toISOString(),
    topics: row.topics,
    presenterName: row.presenterName,
    attendeeCount: row.attendeeCount,
  };
}
