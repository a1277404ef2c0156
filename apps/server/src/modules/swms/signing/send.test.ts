import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer } from '../../../../test/factories.js';
import { linkIn, mailTo } from '../../../../test/mail.js';
import type { SmtpReceiver } from '../../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../../test/smtp-receiver.js';
import { issuedSwms, issueVersion, requestsFor, send, sendLink, signatureFileId, swmsCompany, uploadSignature } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { paperworkSigningRequests } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/* POST /api/v3/swms/send, GET /api/v3/swms/request/{id}, and asking earlier signers to sign a new version. */

let t: TestApp;
let smtp: SmtpReceiver;
let mailing: TestApp['app'];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
  mailing = (await t.sibling({ SMTP_URL: smtp.url })).app;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const getRequest = (id: string) => t.app.inject({ method: 'GET', url: `/api/v3/swms/request/${id}` });

describe('POST /api/v3/swms/send', () => {
  it('mails each person their own signing link, delivered by SMTP, naming the company, job and SWMS', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { title: 'Deck framing SWMS' });
    const response = await send(mailing, c.ownerToken, { swmsId: row.id, emails: ['Sam.Sparky@Example.test', 'kim@example.test'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'The SWMS was sent to 2 people to sign.', sent: ['sam.sparky@example.test', 'kim@example.test'], skipped: [] });

    const mail = await smtp.waitFor((message) => message.envelopeTo.includes('sam.sparky@example.test'));
    expect(mail.subject).toBe('Please read and sign Deck framing SWMS');
    expect(mail.text).toContain(c.company.name);
    expect(mail.text).toContain('Roof sheeting at Lot 4');
    const link = linkIn(mail.text, `${t.config.publicUrl}/swms/sign/`);
    const [request] = await requestsFor(t, row.id, 'sam.sparky@example.test');
    expect(link.pathname).toBe(`/swms/sign/${request?.id}`);
    // 30 days to use it.
    const days = ((request?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await smtp.waitFor((message) => message.envelopeTo.includes('kim@example.test'));
  });

  it('replaces an open link to the same person with the new one', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const first = await sendLink(t, c.ownerToken, row.id, 'again@example.test');
    const second = await sendLink(t, c.ownerToken, row.id, 'again@example.test');
    expect(second).not.toBe(first);
    expectError(await getRequest(first), 410);
    expect((await getRequest(second)).statusCode).toBe(200);
  });

  it('answers the spec messages for a bad or empty list and a duplicate, writing nothing', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    expectFieldErrors(await send(t.app, c.ownerToken, { swmsId: row.id, emails: [] }), { emails: 'Please enter valid email address' });
    expectFieldErrors(await send(t.app, c.ownerToken, { swmsId: row.id, emails: ['ok@example.test', 'not-an-email'] }), {
      'emails.1': 'Please enter valid email address',
    });
    expectFieldErrors(await send(t.app, c.ownerToken, { swmsId: row.id, emails: ['dup@example.test', 'DUP@example.test'] }), {
      'emails.1': 'Email address already exist',
    });
    const many = Array.from({ length: 51 }, (_, index) => `p${index}@example.test`);
    expectFieldErrors(await send(t.app, c.ownerToken, { swmsId: row.id, emails: many }), { emails: SWMS_SIGNING_MESSAGES.tooMany });
    expect(await requestsFor(t, row.id, 'ok@example.test')).toHaveLength(0);
    expect(await mailTo(t.db, 'ok@example.test')).toHaveLength(0);
  });

  it('refuses a draft (not generated yet)', async () => {
    const c = await swmsCompany(t);
    const draft = await issuedSwms(t, c.company.id, { status: 'draft' });
    expectFieldErrors(await send(t.app, c.ownerToken, { swmsId: draft.id, emails: ['a@example.test'] }), { swmsId: SWMS_SIGNING_MESSAGES.notIssued });
  });

  it('answers 404 for another company’s SWMS, 401 without a token, 403 with the feature off', async () => {
    const c = await swmsCompany(t);
    const other = await swmsCompany(t);
    const row = await issuedSwms(t, other.company.id);
    expectError(await send(t.app, c.ownerToken, { swmsId: row.id, emails: ['a@example.test'] }), 404);
    expect((await t.app.inject({ method: 'POST', url: '/api/v3/swms/send', payload: { swmsId: row.id, emails: ['a@example.test'] } })).statusCode).toBe(401);
    const off = await swmsCompany(t, ['swms', 'swms.view']);
    const offRow = await issuedSwms(t, off.company.id);
    expectError(await send(t.app, off.ownerToken, { swmsId: offRow.id, emails: ['a@example.test'] }), 403);
  });

  it('sends no link to someone who already signed the current version, and says so', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    const linkId = await sendLink(t, c.ownerToken, row.id, 'done.already@example.test');
    const linkFile = await signatureFileId(t, { signingRequestId: linkId });
    const byLink = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/request',
      payload: { signingRequestId: linkId, fileId: linkFile, signerName: 'Dana Done' },
    });
    expect(byLink.statusCode, byLink.body).toBe(200);
    const workerFile = await signatureFileId(t, { token: c.workerToken });
    const asWorker = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/user',
      headers: bearer(c.workerToken),
      payload: { swmsId: row.id, fileId: workerFile },
    });
    expect(asWorker.statusCode, asWorker.body).toBe(200);

    const response = await send(t.app, c.ownerToken, {
      swmsId: row.id,
      emails: ['Done.Already@example.test', c.worker.email.toUpperCase(), 'new.face@example.test'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'The SWMS was sent to one person to sign. 2 people already signed version 1 and were not sent a link.',
      sent: ['new.face@example.test'],
      skipped: [
        { email: 'done.already@example.test', reason: SWMS_SIGNING_MESSAGES.signedCurrent },
        { email: c.worker.email.toLowerCase(), reason: SWMS_SIGNING_MESSAGES.signedCurrent },
      ],
    });
    expect(await requestsFor(t, row.id, 'done.already@example.test')).toHaveLength(1);
    expect(await requestsFor(t, row.id, c.worker.email.toLowerCase())).toHaveLength(0);
    expect(await mailTo(t.db, c.worker.email.toLowerCase())).toHaveLength(0);

    const nobody = await send(t.app, c.ownerToken, { swmsId: row.id, emails: ['done.already@example.test'] });
    expect(nobody.json()).toMatchObject({ message: 'No link was sent. One person already signed version 1 and was not sent a link.', sent: [] });

    // A new version needs everyone's signature again: they are sent a link.
    await issueVersion(t, row, 2);
    expect((await send(t.app, c.ownerToken, { swmsId: row.id, emails: ['done.already@example.test'] })).json()).toMatchObject({
      sent: ['done.already@example.test'],
      skipped: [],
    });
  });

  it('lets a worker (NAH) send, as the spec allows', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { crew: [c.worker] });
    expect((await send(t.app, c.workerToken, { swmsId: row.id, emails: ['mate@example.test'] })).statusCode).toBe(200);
  });
});

describe('GET /api/v3/swms/request/{id} (no login)', () => {
  it('shows the SWMS, its PDF and the known person’s name', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { title: 'Tiling SWMS' });
    const id = await sendLink(t, c.ownerToken, row.id, c.worker.email);
    const response = await getRequest(id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id,
      signingRequestId: id,
      swmsId: row.id,
      title: 'Tiling SWMS',
      companyName: c.company.name,
      job: { title: 'Roof sheeting at Lot 4' },
      signerName: 'Wes Worker',
      version: 1,
      signatures: [],
      signed: false,
    });
    expect(body.file.inlineUrl).toContain('disposition=inline');
    const stranger = await sendLink(t, c.ownerToken, row.id, 'stranger@example.test');
    expect((await getRequest(stranger)).json().signerName).toBeNull();
  });

  it('answers 404 for an unknown link and 410 for an expired one', async () => {
    expectError(await getRequest('00000000-0000-4000-8000-000000000000'), 404);
    expectFieldErrors(await getRequest('nope'), { id: true });
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const id = await sendLink(t, c.ownerToken, row.id, 'late@example.test');
    await withSystem(t.db, (tx) =>
      tx
        .update(paperworkSigningRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paperworkSigningRequests.id, id)),
    );
    const body = expectError(await getRequest(id), 410);
    expect(body.message).toBe(SWMS_SIGNING_MESSAGES.expired);
  });

  it('shows a used link as done until its days are up, then answers 410 like any expired link', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const id = await sendLink(t, c.ownerToken, row.id, 'used.once@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: id });
    const signed = await t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload: { signingRequestId: id, fileId, signerName: 'Uma Used' } });
    expect(signed.statusCode, signed.body).toBe(200);
    expect((await getRequest(id)).json()).toMatchObject({ signed: true, signedVersion: 1 });

    await withSystem(t.db, (tx) =>
      tx
        .update(paperworkSigningRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paperworkSigningRequests.id, id)),
    );
    const gone = expectError(await getRequest(id), 410);
    expect(gone.message).toBe(SWMS_SIGNING_MESSAGES.expired);
    expect(gone).not.toHaveProperty('file');
    // Signing through it again is still "used", not "expired".
    const again = await t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/request', payload: { signingRequestId: id, fileId, signerName: 'Uma Used' } });
    expect(expectError(again, 409).message).toBe(SWMS_SIGNING_MESSAGES.used);
  });
});

describe('POST /api/v3/files without a token', () => {
  it('takes a signature only through an open signing link, stored for that company', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const id = await sendLink(t, c.ownerToken, row.id, 'sig@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: id });
    const file = await t.app.inject({ method: 'GET', url: `/api/v3/files/${fileId}`, headers: bearer(c.ownerToken) });
    expect(file.statusCode).toBe(200);
    expect(file.json()).toMatchObject({ fileType: 'swms_signature_photo', name: 'signature.png' });
  });

  it('answers 401 for another file type, an unknown link, an expired link or no link', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    const id = await sendLink(t, c.ownerToken, row.id, 'u401@example.test');
    expectError(await uploadSignature(t, { signingRequestId: id }, 'audit_photo'), 401);
    expectError(await uploadSignature(t, { signingRequestId: '00000000-0000-4000-8000-000000000000' }), 401);
    expectError(await uploadSignature(t, { signingRequestId: 'nope' }), 401);
    await withSystem(t.db, (tx) =>
      tx
        .update(paperworkSigningRequests)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paperworkSigningRequests.id, id)),
    );
    expectError(await uploadSignature(t, { signingRequestId: id }), 401);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/files', payload: { fileType: 'swms_signature_photo' } }), 401);
    // Signed in, the upload works as before.
    expect((await uploadSignature(t, { token: c.workerToken })).statusCode).toBe(201);
  });
});

describe('a new version asks earlier signers to sign again', () => {
  it('mails everyone who signed an earlier version a new link for the new version', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id, { title: 'Scaffold SWMS', crew: [c.worker] });
    const linkId = await sendLink(t, c.ownerToken, row.id, 'linky@example.test');
    const linkFile = await signatureFileId(t, { signingRequestId: linkId });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/request',
      payload: { signingRequestId: linkId, fileId: linkFile, signerName: 'Lin Key' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const workerFile = await signatureFileId(t, { token: c.workerToken });
    const signedUser = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/user',
      headers: bearer(c.workerToken),
      payload: { swmsId: row.id, fileId: workerFile },
    });
    expect(signedUser.statusCode, signedUser.body).toBe(200);

    const { askedAgain } = await issueVersion(t, row, 2);
    expect(askedAgain).toBe(2);
    const [again] = await mailTo(t.db, 'linky@example.test');
    expect(again?.subject).toBe('Please sign the new version of Scaffold SWMS');
    expect(again?.text).toContain('This is version 2.');
    const newLink =
      linkIn(again?.text ?? '', `${t.config.publicUrl}/swms/sign/`)
        .pathname.split('/')
        .pop() ?? '';
    expect((await getRequest(newLink)).json()).toMatchObject({ version: 2, signed: false, signerName: null });
    const [workerMail] = await mailTo(t.db, c.worker.email);
    expect(workerMail?.text).toContain('Hi Wes,');
    // The person's old (used) link says what it signed, not that they signed the new version.
    expect((await getRequest(linkId)).json()).toMatchObject({ version: 2, signed: false, signedVersion: 1 });
  });

  it('asks nobody when nobody has signed', async () => {
    const c = await swmsCompany(t);
    const row = await issuedSwms(t, c.company.id);
    expect((await issueVersion(t, row, 2)).askedAgain).toBe(0);
  });
});
