import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer, buildUser, loginAs } from '../../../../test/factories.js';
import { issuedSwms, sendLink, signatureFileId, swmsCompany, uploadSignature } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { companies, paperworkSignOns, paperworkSigningRequests, paperworkVersions } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { findFileById } from '../../files/files.queries.js';

/* POST /api/v3/swms/sign/request (no login) and POST /api/v3/swms/sign/user. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const signByRequest = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload });
const signAsUser = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(token), payload });

/** The text of the current PDF of a version, read back as a reader would see it. */
async function versionPdfText(swmsId: string, version: number): Promise<string> {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkVersions)
      .where(and(eq(paperworkVersions.recordId, swmsId), eq(paperworkVersions.version, version))),
  );
  if (!row?.fileId) throw new Error('no PDF for the version');
  const file = await findFileById(t.db, row.fileId);
  if (!file) throw new Error('no file row');
  const stream = await t.ctx.fileStorage.read(file.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(Buffer.concat(chunks))), { mergePages: true });
  return text;
}

describe('POST /api/v3/swms/sign/request', () => {
  it('signs the current version as the link’s person, once, and puts them in the PDF', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const id = await sendLink(t, c.ownerToken, row.id, 'casey.contractor@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: id });
    const response = await signByRequest({ signingRequestId: id, fileId, signerName: 'Casey Contractor', preStartTalk: 'attended' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      signed: true,
      signedVersion: 1,
      version: 1,
      signatures: [{ signerName: 'Casey Contractor', version: 1, current: true }],
    });
    const [signature] = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.signingRequestId, id)));
    expect(signature).toMatchObject({ details: { preStartTalk: 'attended' }, signerEmail: 'casey.contractor@example.test', userId: null });
    expect(await versionPdfText(row.id, 1)).toContain('Casey Contractor');

    const again = expectError(await signByRequest({ signingRequestId: id, fileId, signerName: 'Casey Contractor' }), 409);
    expect(again.message).toBe(SWMS_SIGNING_MESSAGES.used);
    // The used link now shows its done state.
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/swms/request/${id}` })).json().signed).toBe(true);
  });

  it('uses the company’s own name for one of its people, and asks a stranger for theirs', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const known = await sendLink(t, c.ownerToken, row.id, c.worker.email);
    const knownFile = await signatureFileId(t, { signingRequestId: known });
    const response = await signByRequest({ signingRequestId: known, fileId: knownFile, signerName: 'Someone Else' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().signatures[0]).toMatchObject({ signerName: 'Wes Worker', userId: c.worker.id });

    const stranger = await sendLink(t, c.ownerToken, row.id, 'nameless@example.test');
    const strangerFile = await signatureFileId(t, { signingRequestId: stranger });
    expectFieldErrors(await signByRequest({ signingRequestId: stranger, fileId: strangerFile, signerName: '  ' }), { signerName: SWMS_SIGNING_MESSAGES.name });
    expectFieldErrors(await signByRequest({ signingRequestId: stranger, fileId: strangerFile, preStartTalk: 'watched' }), { preStartTalk: true });
  });

  it('refuses a file uploaded for another link (of another SWMS), a signed-in upload, and an expired link', async () => {
    const c = await swmsCompany(t);
    const first = await issuedSwms(t, c.company.id);
    const second = await issuedSwms(t, c.company.id);
    const firstLink = await sendLink(t, c.ownerToken, first.id, 'pat@example.test');
    const secondLink = await sendLink(t, c.ownerToken, second.id, 'pat@example.test');
    const secondFile = await signatureFileId(t, { signingRequestId: secondLink });
    expectFieldErrors(await signByRequest({ signingRequestId: firstLink, fileId: secondFile, signerName: 'Pat' }), { fileId: SWMS_SIGNING_MESSAGES.signature });
    const ownerFile = await signatureFileId(t, { token: c.ownerToken });
    expectFieldErrors(await signByRequest({ signingRequestId: firstLink, fileId: ownerFile, signerName: 'Pat' }), { fileId: SWMS_SIGNING_MESSAGES.signature });
    expectFieldErrors(await signByRequest({ signingRequestId: firstLink, fileId: 'x', signerName: 'Pat' }), { fileId: SWMS_SIGNING_MESSAGES.signature });

    const firstFile = await signatureFileId(t, { signingRequestId: firstLink });
    await withSystem(t.db, (tx) =>
      tx
        .update(paperworkSigningRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paperworkSigningRequests.id, firstLink)),
    );
    expectError(await signByRequest({ signingRequestId: firstLink, fileId: firstFile, signerName: 'Pat' }), 410);
    expectError(await signByRequest({ signingRequestId: '00000000-0000-4000-8000-000000000000', fileId: firstFile, signerName: 'Pat' }), 404);
    const signatures = await withSystem(t.db, (tx) => tx.select().from(paperworkSignOns).where(eq(paperworkSignOns.recordId, first.id)));
    expect(signatures).toHaveLength(0);
  });
});

describe('POST /api/v3/swms/sign/user', () => {
  it('signs as the signed-in worker (NAH), once per version, into the PDF', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    const fileId = await signatureFileId(t, { token: c.workerToken });
    const response = await signAsUser(c.workerToken, { swmsId: row.id, fileId, preStartTalk: 'presented' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ swmsId: row.id, signature: { signerName: 'Wes Worker', userId: c.worker.id, version: 1, current: true } });
    expect(await versionPdfText(row.id, 1)).toContain('Wes Worker');

    const second = await signatureFileId(t, { token: c.workerToken });
    expect(expectError(await signAsUser(c.workerToken, { swmsId: row.id, fileId: second }), 409).message).toBe(SWMS_SIGNING_MESSAGES.signedAlready);
  });

  it('refuses someone else’s file, a wrong file type, bad input and a draft', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    const ownerFile = await signatureFileId(t, { token: c.ownerToken });
    expectFieldErrors(await signAsUser(c.workerToken, { swmsId: row.id, fileId: ownerFile }), { fileId: SWMS_SIGNING_MESSAGES.signature });
    expectFieldErrors(await signAsUser(c.workerToken, { swmsId: 'nope', fileId: ownerFile }), { swmsId: true });
    const photo = await uploadSignature(t, { token: c.workerToken }, 'audit_photo');
    expectFieldErrors(await signAsUser(c.workerToken, { swmsId: row.id, fileId: photo.json().id }), { fileId: SWMS_SIGNING_MESSAGES.signature });
    const draft = await issuedSwms(t, c.company.id, { status: 'draft' });
    expectFieldErrors(await signAsUser(c.ownerToken, { swmsId: draft.id, fileId: ownerFile }), { swmsId: SWMS_SIGNING_MESSAGES.notIssued });
  });

  it('answers 404 for another company’s SWMS, 403 with the feature off, 401 without a token', async () => {
    const c = await swmsCompany(t);
    const other = await swmsCompany(t);
    const row = await issuedSwms(t, other.company.id);
    const fileId = await signatureFileId(t, { token: c.ownerToken });
    expectError(await signAsUser(c.ownerToken, { swmsId: row.id, fileId }), 404);
    const off = await swmsCompany(t, ['swms.view']);
    const offUser = await buildUser(t.db, { company: off.company, roles: ['SAH'] });
    const offToken = (await loginAs(t.ctx, offUser)).token;
    expectError(await signAsUser(offToken, { swmsId: row.id, fileId }), 403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', payload: { swmsId: row.id, fileId } })).statusCode).toBe(401);
  });
});

describe('a suspended company', () => {
  it('keeps its SWMS readable through a link but takes no new sign-ons', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    const id = await sendLink(t, c.ownerToken, row.id, 'late-signer@example.test');
    const linkFile = await signatureFileId(t, { signingRequestId: id });
    const userFile = await signatureFileId(t, { token: c.workerToken });
    await withSystem(t.db, (tx) => tx.update(companies).set({ status: 'suspended' }).where(eq(companies.id, c.company.id)));
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/swms/request/${id}` })).statusCode).toBe(200);
    expectError(await signByRequest({ signingRequestId: id, fileId: linkFile, signerName: 'Late Signer' }), 403);
    expectError(await signAsUser(c.workerToken, { swmsId: row.id, fileId: userFile }), 403);
  });
});

describe('GET /api/v3/swms/{id}/signing', () => {
  it('lists the versions with their PDF and the links sent, with their state', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    await sendLink(t, c.ownerToken, row.id, 'open@example.test');
    const response = await t.app.inject({ method: 'GET', url: `/api/v3/swms/${row.id}/signing`, headers: bearer(c.workerToken) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.versions).toHaveLength(1);
    expect(body.versions[0].file.url).toContain('disposition=attachment');
    expect(body.invites).toMatchObject([{ email: 'open@example.test', version: 1, status: 'open' }]);
    const other = await swmsCompany(t);
    expectError(await t.app.inject({ method: 'GET', url: `/api/v3/swms/${row.id}/signing`, headers: bearer(other.ownerToken) }), 404);
  });
});
