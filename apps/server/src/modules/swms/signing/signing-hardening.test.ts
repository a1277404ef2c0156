import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWMS_SIGNING_MESSAGES, ZSwmsSigningRequestSchema } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../../test/assertions.js';
import { bearer } from '../../../../test/factories.js';
import { multipart, png } from '../../../../test/samples.js';
import type { MultipartPart } from '../../../../test/samples.js';
import { fileText } from '../../../../test/swms-generate.js';
import { issuedSwms, requestsFor, sendLink, signatureFileId, swmsCompany, uploadSignature } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { buildJob } from '../../../../test/work-factories.js';
import { STEP_MESSAGES } from '../swms-steps.js';
import { SIGNATURE_UPLOADS_PER_LINK } from './signature-upload.js';
import { eq, like } from 'drizzle-orm';
import { files, loginThrottles, paperworkVersions } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { SEND_LIMIT } from '../../paperwork/index.js';

/* Limits a link holder meets, what a link shows of other people, and which files a SWMS may link. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

describe('a signing link', () => {
  it(`stores at most ${SIGNATURE_UPLOADS_PER_LINK} signature images`, async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const link = await sendLink(t, side.ownerToken, row.id, 'redraws@example.test');
    for (let index = 0; index < SIGNATURE_UPLOADS_PER_LINK; index += 1) await signatureFileId(t, { signingRequestId: link });
    const refused = await uploadSignature(t, { signingRequestId: link });
    expect(expectError(refused, 429).message).toBe(SWMS_SIGNING_MESSAGES.tooManySignatureUploads);
    // Another link of the same SWMS is not affected.
    const other = await sendLink(t, side.ownerToken, row.id, 'someone.else@example.test');
    expect((await uploadSignature(t, { signingRequestId: other })).statusCode).toBe(201);
  });

  it('is checked before the file is read: fields first, and no more than a signature image', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const link = await sendLink(t, side.ownerToken, row.id, 'uploader@example.test');
    const post = (parts: MultipartPart[]) => {
      const body = multipart(parts);
      return t.app.inject({ method: 'POST', url: '/api/v3/files', headers: body.headers, payload: body.payload });
    };
    const fields = [
      { name: 'fileType', value: 'swms_signature_photo' },
      { name: 'signingRequestId', value: link },
    ];
    const image = (data: Buffer) => ({ name: 'file', filename: 'signature.png', contentType: 'image/png', data });
    expectError(await post([image(png()), ...fields]), 401);
    const tooLarge = await post([...fields, image(png(3 * 1024 * 1024))]);
    expect(expectError(tooLarge, 413).errors?.file).toMatch(/limit is 2 MB/);
    expectFieldErrors(await post(fields), { file: true });
    expectError(
      await post([
        { name: 'fileType', value: 'swms_signature_photo' },
        { name: 'signingRequestId', value: '00000000-0000-4000-8000-000000000000' },
      ]),
      401,
    );
    const stored = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(files)
        .where(like(files.storageKey, `%${link}%`)),
    );
    expect(stored).toHaveLength(0);
    expect((await post([...fields, image(png())])).statusCode).toBe(201);
  });

  it('checks the link before any file part, even one not named file, and never holds a stray part', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const link = await sendLink(t, side.ownerToken, row.id, 'stray.part@example.test');
    const post = (signingRequestId: string) => {
      const body = multipart([
        { name: 'fileType', value: 'swms_signature_photo' },
        { name: 'signingRequestId', value: signingRequestId },
        // 3 MB under another name: more than a signature may be, so it must not be read.
        { name: 'attachment', filename: 'big.png', contentType: 'image/png', data: png(3 * 1024 * 1024) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/v3/files', headers: body.headers, payload: body.payload });
    };
    // An unknown link is refused as "not signed in" before the part is looked at.
    expectError(await post('00000000-0000-4000-8000-000000000000'), 401);
    expectError(await post('not-a-link'), 401);
    // Through an open link the stray part is refused for what it is; nothing is stored.
    expectFieldErrors(await post(link), { file: 'Send exactly one file, in the field named file.' });
    const stored = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(files)
        .where(like(files.storageKey, `%${link}%`)),
    );
    expect(stored).toHaveLength(0);
  });

  it('cannot break the document with an image that only looks like a PNG', async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id, { crew: [side.worker] });
    const link = await sendLink(t, side.ownerToken, row.id, 'broken.image@example.test');
    const corrupt = Buffer.concat([png().subarray(0, 40), Buffer.alloc(200, 7)]);
    const body = multipart([
      { name: 'fileType', value: 'swms_signature_photo' },
      { name: 'signingRequestId', value: link },
      { name: 'file', filename: 'signature.png', contentType: 'image/png', data: corrupt },
    ]);
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v3/files', headers: body.headers, payload: body.payload });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = (uploaded.json() as { id: string }).id;
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/request',
      payload: { signingRequestId: link, fileId, signerName: 'Corrie Corrupt' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const workerFile = await signatureFileId(t, { token: side.workerToken });
    const asWorker = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/user',
      headers: bearer(side.workerToken),
      payload: { swmsId: row.id, fileId: workerFile },
    });
    expect(asWorker.statusCode, asWorker.body).toBe(200);
    const [version] = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, row.id)));
    if (!version?.fileId) throw new Error('no PDF');
    const { text } = await fileText(t, version.fileId);
    expect(text).toContain('Corrie Corrupt');
    expect(text).toContain('Signed electronically');
    expect(text).toContain('Wes Worker');
  });

  it("shows who signed by name, without other people's emails or accounts", async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id, { crew: [side.worker] });
    const first = await sendLink(t, side.ownerToken, row.id, 'private.person@example.test');
    const fileId = await signatureFileId(t, { signingRequestId: first });
    const signed = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/request',
      payload: { signingRequestId: first, fileId, signerName: 'Priya Private' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const workerFile = await signatureFileId(t, { token: side.workerToken });
    const asWorker = await t.app.inject({
      method: 'POST',
      url: '/api/v3/swms/sign/user',
      headers: bearer(side.workerToken),
      payload: { swmsId: row.id, fileId: workerFile },
    });
    expect(asWorker.statusCode, asWorker.body).toBe(200);

    const second = await sendLink(t, side.ownerToken, row.id, 'curious@example.test');
    const page = await t.app.inject({ method: 'GET', url: `/api/v3/swms/request/${second}` });
    expect(page.statusCode, page.body).toBe(200);
    const body = ZSwmsSigningRequestSchema.parse(page.json());
    expect(body.signatures.map((signature) => signature.signerName).sort()).toEqual(['Priya Private', 'Wes Worker']);
    expect(body.signatures.every((signature) => signature.signerEmail === null && signature.userId === null)).toBe(true);
    expect(page.body).not.toContain('private.person@example.test');
    expect(page.body).not.toContain(side.worker.id);
  });
});

describe('sending for signing', () => {
  it(`stops at ${SEND_LIMIT.perCompany} emails an hour per company, sending none of a refused batch`, async () => {
    const side = await swmsCompany(t);
    const row = await issuedSwms(t, side.company.id);
    const key = `swms-send:company:${side.company.id}`;
    await withSystem(t.db, (tx) => tx.insert(loginThrottles).values({ key, failures: SEND_LIMIT.perCompany - 1 }));
    const send = (emails: string[]) =>
      t.app.inject({ method: 'POST', url: '/api/v3/swms/send', headers: bearer(side.ownerToken), payload: { swmsId: row.id, emails } });
    const refused = await send(['one@example.test', 'two@example.test']);
    expect(expectError(refused, 429).message).toBe(SWMS_SIGNING_MESSAGES.sendLimit);
    expect(await requestsFor(t, row.id, 'one@example.test')).toHaveLength(0);
    expect((await send(['one@example.test'])).statusCode).toBe(200);
    expect((await send(['two@example.test'])).statusCode).toBe(429);
  });
});

describe('safety data sheets of a SWMS', () => {
  it('must be files uploaded as safety data sheets, not any other file of the company', async () => {
    const side = await swmsCompany(t);
    const job = await buildJob(t.db, side.company.id);
    const created = await t.app.inject({ method: 'POST', url: '/api/v3/swms', headers: bearer(side.ownerToken), payload: { jobId: job.id } });
    expect(created.statusCode, created.body).toBe(201);
    const swmsId = (created.json() as { id: string }).id;
    const signatureImage = await signatureFileId(t, { token: side.ownerToken });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/swms/${swmsId}`,
      headers: bearer(side.ownerToken),
      payload: { step: 'sds_msds', content: { substances: [{ substance: 'Sealant', fileId: signatureImage }] } },
    });
    expectFieldErrors(response, { 'content.substances.0.fileId': STEP_MESSAGES.fileChoice });
  });
});
