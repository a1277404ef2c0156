import { randomUUID } from 'node:crypto';
import type { TNewPrestartTalkValues, TPrestartTalk } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { applyOnce, createOnce, tappedAt } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { visibleJob } from '../jobs/index.js';
import { issueVersion, listSignOnsOf, listVersionsOf, renderVersionPdf, type RecordRef } from '../paperwork/index.js';
import { snapshotTalkHeader, type TalkContent } from './document/talk-version.js';
import { prestartTalkKind } from './prestart-talk.kind.js';
import { requireTalkReach } from './prestart-talks.policy.js';
import { presentTalk } from './prestart-talks.presenter.js';
import { findPresenterName, findPrestartTalk, insertPrestartTalk, type PrestartTalkWithJob } from './prestart-talks.queries.js';

/*
 * Recording a pre-start talk, reading it, and its PDF (docs/prestart-talks.md). A talk is written
 * once with its one paperwork version; its PDF is laid out after that transaction (the slow part
 * holds no connection), and again by the core after each sign-on.
 */

/** The talk, if this person reaches it: the company's, and for staff on a job they are on; else 404. */
export async function talkInReach(tx: Tx, auth: CompanyAuth, talkId: string): Promise<PrestartTalkWithJob> {
  const row = found(await findPrestartTalk(tx, auth.companyId, talkId), prestartTalkKind.messages.noun);
  await requireTalkReach(tx, auth, row.jobId);
  return row;
}

const refOf = (companyId: string, talkId: string): RecordRef => ({ companyId, kind: prestartTalkKind.key, recordId: talkId });

/**
 * The talk as it stands, read after the call that changed it committed and its PDF was stored.
 * Access was granted by that call; the answer ends it (as SWMS Generate answers).
 */
export function readTalkAfter(ctx: AppContext, companyId: string, talkId: string): Promise<TPrestartTalk> {
  return withTenant(ctx.db, companyId, async (tx) => presentTalk(tx, found(await findPrestartTalk(tx, companyId, talkId), prestartTalkKind.messages.noun)));
}

type Recorded = { companyId: string; talkId: string; version: number };

/** Writes the talk and issues its one version, in the command's transaction. */
async function writeTalk(scope: AccessScope, talkId: string, values: TNewPrestartTalkValues, heldAt: Date): Promise<Recorded> {
  const { tx, auth } = scope;
  // Another company's job, or one a staff member is not on, reads as not there (404), as for SWMS.
  const job = await visibleJob(tx, auth, values.jobId);
  const presenterName = found(await findPresenterName(tx, auth.companyId, auth.userId), 'User');
  const talk = { topics: values.topics, hazards: values.hazards || null, notes: values.notes || null };
  await insertPrestartTalk(tx, { id: talkId, companyId: auth.companyId, jobId: job.id, heldAt, ...talk, presentedBy: auth.userId, presenterName });
  const content: TalkContent = { heldAt: heldAt.toISOString(), ...talk, presenter: { id: auth.userId, name: presenterName } };
  const header = await snapshotTalkHeader(tx, auth.companyId, job.id);
  const { version } = await issueVersion(scope, prestartTalkKind, { recordId: talkId, content, header });
  return { companyId: auth.companyId, talkId, version };
}

/**
 * Renders the version's PDF when it has none yet: after the issue, and for a copy of the create
 * whose first send stopped before its PDF was stored. A copy that finds the PDF renders nothing.
 */
async function renderIfMissing(ctx: AppContext, { companyId, talkId, version }: Recorded): Promise<void> {
  const [current] = await withTenant(ctx.db, companyId, (tx) => listVersionsOf(tx, companyId, prestartTalkKind.key, [talkId]));
  if (current?.version === version && current.fileId === null) await renderVersionPdf(ctx, prestartTalkKind, refOf(companyId, talkId), version);
}

/**
 * POST /api/v3/prestart-talk: a command from the presenter's phone, held at the tapped time, with
 * the talk's id made on the phone (createOnce: a copy answers with the talk already recorded). A
 * phone that sends only a commandId is applied once by it instead.
 */
export async function recordPrestartTalk(ctx: AppContext, auth: AuthContext, values: TNewPrestartTalkValues): Promise<TPrestartTalk> {
  const name = 'prestart-talks.record';
  const { id } = values;
  const recorded = await withAccess(ctx, auth, 'prestartTalks.record', (scope) =>
    id === undefined
      ? applyOnce(scope, name, values, (heldAt) => writeTalk(scope, randomUUID(), values, heldAt))
      : createOnce(scope, name, id, () => writeTalk(scope, id, values, tappedAt(values.at))),
  );
  await renderIfMissing(ctx, recorded);
  return readTalkAfter(ctx, recorded.companyId, recorded.talkId);
}

/** GET /api/v3/prestart-talk/{id} */
export function getPrestartTalk(ctx: AppContext, auth: AuthContext, talkId: string): Promise<TPrestartTalk> {
  return withAccess(ctx, auth, 'prestartTalks.read', async ({ tx, auth: reader }) => presentTalk(tx, await talkInReach(tx, reader, talkId)));
}

/**
 * POST /api/v3/prestart-talk/{id}/pdf: a signed link to the talk's PDF with its register. Made
 * first when the version has none, or when a sign-on is newer than it (the core's render after a
 * sign-on logs a failure rather than refuse the signature: this mends it). A sign-on queued
 * offline carries its tapped time, which may be older than a PDF stored before it arrived; the
 * next sign-on's render prints it.
 */
export async function prestartTalkPdf(ctx: AppContext, auth: AuthContext, talkId: string): Promise<{ url: string }> {
  const read = await withAccess(ctx, auth, 'prestartTalks.read', async ({ tx, auth: reader }) => {
    const talk = await talkInReach(tx, reader, talkId);
    const current = found((await listVersionsOf(tx, reader.companyId, prestartTalkKind.key, [talk.id]))[0], prestartTalkKind.messages.noun);
    const lastSigned = (await listSignOnsOf(tx, reader.companyId, prestartTalkKind.key, [talk.id])).at(-1)?.signedAt ?? null;
    const printsEveryone = lastSigned === null || (current.renderedAt !== null && current.renderedAt >= lastSigned);
    return { companyId: reader.companyId, version: current.version, fileId: printsEveryone ? current.fileId : null };
  });
  const fileId = read.fileId ?? (await renderVersionPdf(ctx, prestartTalkKind, refOf(read.companyId, talkId), read.version)).fileId;
  return { url: ctx.signedLinks.link(fileId, 'attachment') };
}
