import { randomUUID } from 'node:crypto';
import { JSA_MESSAGES } from '@hivis/contracts';
import type { TJsa, TJsaContent, TJsaSource, TNewJsaValues, TUpdateJsaValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JsaStoredContent } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { applyOnce, createOnce, tappedAt } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { visibleJob } from '../jobs/index.js';
import { findVersion, issueVersion, listSignOnsOf, renderVersionPdf, type RecordRef } from '../paperwork/index.js';
import { snapshotJsaHeader, type JsaVersionContent } from './document/jsa-version.js';
import { findJsaRecord } from './jsa-record.queries.js';
import { highestResidual } from './jsa-risk.js';
import { jsaKind } from './jsa.kind.js';
import { reachesJob, requireJsaReach } from './jsa.policy.js';
import { presentJsa } from './jsa.presenter.js';
import { findJsa, findPersonName, findSwmsJobId, insertJsa, updateJsa, type JsaWithJob } from './jsa.queries.js';

/*
 * Writing a JSA, saving a change, reading it, and its PDF (docs/jsa.md). Each save writes the JSA's
 * row and issues its next paperwork version in one transaction; the PDF is laid out after that
 * transaction (the slow part holds no connection), and again by the core after each sign-on.
 */

/** The JSA, if this person reaches it: the company's, and for staff on a job they are on; else 404. */
export async function jsaInReach(tx: Tx, auth: CompanyAuth, jsaId: string): Promise<JsaWithJob> {
  const row = found(await findJsa(tx, auth.companyId, jsaId), jsaKind.messages.noun);
  await requireJsaReach(tx, auth, row.jobId);
  return row;
}

const refOf = (companyId: string, jsaId: string): RecordRef => ({ companyId, kind: jsaKind.key, recordId: jsaId });

/**
 * The JSA as it stands, read after the call that changed it committed and its PDF was stored.
 * Access was granted by that call; the answer ends it (as SWMS Generate answers).
 */
export function readJsaAfter(ctx: AppContext, companyId: string, jsaId: string): Promise<TJsa> {
  return withTenant(ctx.db, companyId, async (tx) => presentJsa(tx, found(await findJsa(tx, companyId, jsaId), jsaKind.messages.noun)));
}

/**
 * What a JSA is started from must be the person's to read: an earlier JSA they reach, or a SWMS of
 * a job they are on (the SWMS's own rule, swms.policy requireJobReach). Anything else is refused on
 * `source` alike, so an id tells nobody what exists out of their reach.
 */
async function requireSource(tx: Tx, auth: CompanyAuth, source: TJsaSource): Promise<void> {
  if (source.kind === 'blank') return;
  const jobId =
    source.kind === 'jsa' ? ((await findJsa(tx, auth.companyId, source.jsaId))?.jobId ?? null) : await findSwmsJobId(tx, auth.companyId, source.swmsId);
  if (jobId === null || !(await reachesJob(tx, auth, jobId))) throw invalidFields({ source: JSA_MESSAGES.source });
}

/** The row's columns for the content saved: the list reads the summary without the steps. */
function rowOf(values: TJsaContent) {
  const content: JsaStoredContent = { steps: values.steps, ppe: values.ppe, notes: values.notes || null };
  return { task: values.task, content, highestResidual: highestResidual(values.steps), stepCount: values.steps.length };
}

/** A person as a version names them: the id is gone once they are removed, the name stays. */
type Person = { id: string | null; name: string };
type Saved = { companyId: string; jsaId: string; version: number };

const versionContent = (row: ReturnType<typeof rowOf>, preparedBy: Person, savedBy: Person): JsaVersionContent => ({
  task: row.task,
  ...row.content,
  preparedBy,
  savedBy,
});

/** Writes the JSA and issues version 1, in the command's transaction. */
async function writeJsa(scope: AccessScope, jsaId: string, values: TNewJsaValues, at: Date): Promise<Saved> {
  const { tx, auth } = scope;
  // Another company's job, or one a staff member is not on, reads as not there (404), as for SWMS.
  const job = await visibleJob(tx, auth, values.jobId);
  await requireSource(tx, auth, values.source);
  const me: Person = { id: auth.userId, name: found(await findPersonName(tx, auth.companyId, auth.userId), 'User') };
  const row = rowOf(values);
  await insertJsa(tx, {
    id: jsaId,
    companyId: auth.companyId,
    jobId: job.id,
    ...row,
    source: values.source,
    version: 1,
    preparedBy: auth.userId,
    preparedByName: me.name,
    createdAt: at,
    updatedAt: at,
    updatedBy: auth.userId,
  });
  const header = await snapshotJsaHeader(tx, auth.companyId, job.id);
  const { version } = await issueVersion(scope, jsaKind, { recordId: jsaId, content: versionContent(row, me, me), header });
  return { companyId: auth.companyId, jsaId, version };
}

/**
 * Renders the version's PDF when it has none yet: after the issue, and for a copy of the create
 * whose first send stopped before its PDF was stored. A copy that finds the PDF renders nothing.
 */
async function renderIfMissing(ctx: AppContext, { companyId, jsaId, version }: Saved): Promise<void> {
  const saved = await withTenant(ctx.db, companyId, (tx) => findVersion(tx, refOf(companyId, jsaId), version));
  if (saved && saved.fileId === null) await renderVersionPdf(ctx, jsaKind, refOf(companyId, jsaId), version);
}

/**
 * POST /api/v3/jsa: a command from the phone, written at the tapped time, with the JSA's id made on
 * the phone (createOnce: a copy answers with the JSA already written). A phone that sends only a
 * commandId is applied once by it instead.
 */
export async function createJsa(ctx: AppContext, auth: AuthContext, values: TNewJsaValues): Promise<TJsa> {
  const name = 'jsa.create';
  const { id } = values;
  const saved = await withAccess(ctx, auth, 'jsa.write', (scope) =>
    id === undefined
      ? applyOnce(scope, name, values, (at) => writeJsa(scope, randomUUID(), values, at))
      : createOnce(scope, name, id, () => writeJsa(scope, id, values, tappedAt(values.at))),
  );
  await renderIfMissing(ctx, saved);
  return readJsaAfter(ctx, saved.companyId, saved.jsaId);
}

/**
 * PUT /api/v3/jsa/{id}: the changed JSA, on the version it was changed from. The JSA is held FOR
 * UPDATE first (the lock the core's issue takes), so two saves run one after the other and the
 * second, based on a version no longer current, is refused rather than saved over the first. A
 * sign-on waiting meanwhile signs the new version; one that committed before is on the old one,
 * and its signer shows as asked to sign again.
 */
export async function saveJsa(ctx: AppContext, auth: AuthContext, jsaId: string, values: TUpdateJsaValues): Promise<TJsa> {
  const saved = await withAccess(ctx, auth, 'jsa.write', async (scope): Promise<Saved> => {
    const { tx, auth: writer } = scope;
    const record = found(await findJsaRecord(tx, writer.companyId, jsaId, 'update'), jsaKind.messages.noun);
    await requireJsaReach(tx, writer, record.jobId);
    if (values.basedOn !== record.version) throw new AppError('CONFLICT', JSA_MESSAGES.changedMeanwhile);
    const jsa = found(await findJsa(tx, writer.companyId, jsaId), jsaKind.messages.noun);
    const me: Person = { id: writer.userId, name: found(await findPersonName(tx, writer.companyId, writer.userId), 'User') };
    const row = rowOf(values);
    const preparedBy: Person = { id: jsa.preparedBy, name: jsa.preparedByName };
    const header = await snapshotJsaHeader(tx, writer.companyId, record.jobId);
    const { version } = await issueVersion(scope, jsaKind, { recordId: jsaId, content: versionContent(row, preparedBy, me), header });
    await updateJsa(tx, writer.companyId, jsaId, { ...row, version, updatedAt: new Date(), updatedBy: writer.userId });
    return { companyId: writer.companyId, jsaId, version };
  });
  await renderVersionPdf(ctx, jsaKind, refOf(saved.companyId, jsaId), saved.version);
  return readJsaAfter(ctx, saved.companyId, jsaId);
}

/** GET /api/v3/jsa/{id} */
export function getJsa(ctx: AppContext, auth: AuthContext, jsaId: string): Promise<TJsa> {
  return withAccess(ctx, auth, 'jsa.read', async ({ tx, auth: reader }) => presentJsa(tx, await jsaInReach(tx, reader, jsaId)));
}

/**
 * POST /api/v3/jsa/{id}/pdf: a signed link to the current version's PDF with its register. Made
 * first when the version has none, or when a sign-on is newer than it (the core's render after a
 * sign-on logs a failure rather than refuse the signature: this mends it).
 */
export async function jsaPdf(ctx: AppContext, auth: AuthContext, jsaId: string): Promise<{ url: string }> {
  const read = await withAccess(ctx, auth, 'jsa.read', async ({ tx, auth: reader }) => {
    const jsa = await jsaInReach(tx, reader, jsaId);
    const current = found(await findVersion(tx, refOf(reader.companyId, jsa.id), jsa.version), `${jsaKind.messages.noun} version`);
    const lastSigned = (await listSignOnsOf(tx, reader.companyId, jsaKind.key, [jsa.id])).at(-1)?.signedAt ?? null;
    const printsEveryone = lastSigned === null || (current.renderedAt !== null && current.renderedAt >= lastSigned);
    return { companyId: reader.companyId, version: current.version, fileId: printsEveryone ? current.fileId : null };
  });
  const fileId = read.fileId ?? (await renderVersionPdf(ctx, jsaKind, refOf(read.companyId, jsaId), read.version)).fileId;
  return { url: ctx.signedLinks.link(fileId, 'attachment') };
}
