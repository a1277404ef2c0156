import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFileSchema } from '@hivis/contracts';
import type { TFile } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestUser } from '../../../test/factories.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { MultipartPart } from '../../../test/samples.js';
import { multipart, pdf, png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { files } from '../../db/schema/index.js';
import { BROKEN_UPLOAD_MESSAGE } from '../../platform/http/multipart.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let owner: TestUser;
let ownerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await buildUser(t.db, { roles: ['PAH'] });
  ownerToken = (await loginAs(t.ctx, owner)).token;
});
afterAll(() => t?.close());

const MB = 1024 * 1024;

function upload(parts: MultipartPart[], token: string | null = ownerToken) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
}
const fileParts = (fileType: string, filename: string, data: Buffer, contentType?: string): MultipartPart[] => [
  { name: 'fileType', value: fileType },
  { name: 'file', filename, data, ...(contentType ? { contentType } : {}) },
];

async function uploaded(fileType: string, filename: string, data: Buffer, token = ownerToken): Promise<TFile> {
  const response = await upload(fileParts(fileType, filename, data), token);
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json());
}

const getFile = (id: string, token: string | null = ownerToken) =>
  t.app.inject({ method: 'GET', url: `/api/v3/files/${id}`, headers: token ? bearer(token) : {} });

async function storedRow(id: string) {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, id)));
  return row;
}

describe('POST /api/v3/files', () => {
  it('stores a photo checked by its content and answers signed links', async () => {
    const bytes = png();
    const file = await uploaded('audit_photo', 'site photo.png', bytes);
    expect(file).toMatchObject({ name: 'site photo.png', fileType: 'audit_photo', contentType: 'image/png', size: bytes.length });
    expect(file.url).toMatch(new RegExp(`^/api/v3/files/${file.id}/content\\?disposition=attachment&expires=\\d+&sig=`));
    expect(file.inlineUrl).toMatch(new RegExp(`^/api/v3/files/${file.id}/content\\?disposition=inline&`));
    const row = await storedRow(file.id);
    expect(row).toMatchObject({ companyId: owner.companyId, uploadedBy: owner.id });
    // Stored under a generated key inside the company's folder, never the uploader's name.
    expect(row?.storageKey).toMatch(new RegExp(`^${owner.companyId}/[0-9a-f]{2}/${file.id}\\.png$`));
    expect(await readFile(path.join(t.config.dataDir, 'files', row?.storageKey ?? ''))).toEqual(bytes);
  });

  it('accepts a PDF where PDFs belong', async () => {
    const file = await uploaded('swms_document', 'method statement.pdf', pdf());
    expect(file.contentType).toBe('application/pdf');
  });

  it('goes by the bytes, not the name: a PNG named .pdf is an image', async () => {
    const response = await upload(fileParts('document', 'scan.pdf', png(), 'application/pdf'));
    expect(response.statusCode, response.body).toBe(201);
    expect(ZFileSchema.parse(response.json())).toMatchObject({ name: 'scan.pdf', contentType: 'image/png' });
    // Where only PDFs are allowed, the same file is refused.
    expectFieldErrors(await upload(fileParts('swms_document', 'scan.pdf', png(), 'application/pdf')), { file: /cannot be used here/ });
  });

  it('refuses a text file disguised as a PNG where images are expected', async () => {
    const text = Buffer.from('name,role\nPat,PAH\n');
    expectFieldErrors(await upload(fileParts('audit_photo', 'photo.png', text, 'image/png')), { file: /Allowed: image/ });
    // The same bytes are fine where text is expected.
    expect((await uploaded('import_csv', 'people.csv', text)).contentType).toBe('text/plain; charset=utf-8');
  });

  it('refuses bytes that are no known kind at all', async () => {
    const binary = Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0xff, 0x00, 0x10]);
    expectFieldErrors(await upload(fileParts('document', 'mystery.bin', binary)), { file: /cannot be used here/ });
  });

  it('answers 400 for an unknown or missing fileType, a missing, empty or second file', async () => {
    expectFieldErrors(await upload(fileParts('spaceship_blueprint', 'a.png', png())), { fileType: 'Please choose a known file type.' });
    expectFieldErrors(await upload([{ name: 'file', filename: 'a.png', data: png() }]), { fileType: 'fileType is required.' });
    expectFieldErrors(await upload([{ name: 'fileType', value: 'audit_photo' }]), { file: 'Please choose a file.' });
    expectFieldErrors(await upload(fileParts('audit_photo', 'empty.png', Buffer.alloc(0))), { file: 'The file is empty.' });
    expectFieldErrors(await upload([...fileParts('audit_photo', 'a.png', png()), { name: 'file', filename: 'b.png', data: png() }]), {
      file: 'Send exactly one file, in the field named file.',
    });
    expectFieldErrors(
      await upload([
        { name: 'fileType', value: 'audit_photo' },
        { name: 'photo', filename: 'a.png', data: png() },
      ]),
      {
        file: 'Send exactly one file, in the field named file.',
      },
    );
  });

  it('answers a JSON body with a 4xx error asking for multipart', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload: { fileType: 'audit_photo' }, headers: bearer(ownerToken) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toBe('Send the file as multipart/form-data.');
  });

  it('answers 400 on the file for a body cut short or not multipart at all, storing nothing', async () => {
    const count = async () => (await withSystem(t.db, (tx) => tx.select().from(files))).length;
    const before = await count();
    const whole = multipart(fileParts('audit_photo', 'site.png', png()));
    const cutShort = whole.payload.subarray(0, whole.payload.length - 40);
    const broken = Buffer.from('not multipart at all');
    // Once a 500: the parser's "Unexpected end of multipart data" reached the error handler as unknown.
    for (const [payload, token] of [
      [cutShort, ownerToken],
      [broken, ownerToken],
      [broken, null],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...whole.headers, ...(token ? bearer(token) : {}) } });
      expectFieldErrors(response, { file: BROKEN_UPLOAD_MESSAGE });
    }
    expect(await count()).toBe(before);
  });

  it('answers 413 for a file over its type’s limit, and takes files bigger than the JSON body limit', async () => {
    // Signature photos may be 2 MB; the JSON body limit (1 MB) does not apply to uploads.
    const fine = await uploaded('swms_signature_photo', 'signature.png', png(MB + MB / 2));
    expect(fine.size).toBeGreaterThan(1.5 * MB);
    const tooLarge = await upload(fileParts('swms_signature_photo', 'signature.png', png(2 * MB)));
    expect(expectError(tooLarge, 413).errors?.file).toMatch(/too large: the limit is 2 MB/);
  });

  it('answers 413 for a file over the largest limit of any type, without storing it', async () => {
    const count = async () => (await withSystem(t.db, (tx) => tx.select().from(files))).length;
    const before = await count();
    const response = await upload(fileParts('document', 'huge.png', png(25 * MB)));
    expectError(response, 413);
    expect(await count()).toBe(before);
  });

  it('cleans the file name it keeps', async () => {
    const file = await uploaded('audit_photo', '../../etc/pa<ss>wd:x *1*.png', png());
    expect(file.name).toBe('pa_ss_wd_x _1_.png');
    const unnamed = await uploaded('audit_photo', '<>.png', png());
    expect(unnamed.name).toBe('__.png');
  });

  it('answers 401 without a token', async () => {
    expectError(await upload(fileParts('audit_photo', 'a.png', png()), null), 401);
  });

  it('answers 403 for a platform admin, who has no company to own the file', async () => {
    const admin = await buildAdmin(t.db);
    const { token } = await loginAs(t.ctx, admin);
    expectError(await upload(fileParts('audit_photo', 'a.png', png()), token), 403);
  });
});

describe('GET /api/v3/files/:id', () => {
  it('answers the file with fresh signed links', async () => {
    const file = await uploaded('audit_photo', 'look.png', png());
    const response = await getFile(file.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZFileSchema.parse(response.json())).toMatchObject({ id: file.id, name: 'look.png', contentType: 'image/png' });
  });

  it('answers a colleague 404 for a file attached to nothing they may read (file-reach.test.ts has the rest)', async () => {
    const file = await uploaded('audit_photo', 'private.png', png());
    const colleague = await buildUser(t.db, { company: owner.company, roles: ['NAH'] });
    expectError(await getFile(file.id, (await loginAs(t.ctx, colleague)).token), 404);
  });

  it("answers another company's file with 404, the same as a missing one", async () => {
    const file = await uploaded('audit_photo', 'private.png', png());
    const outsider = await buildUser(t.db, { company: await buildCompany(t.db), roles: ['PAH'] });
    const { token } = await loginAs(t.ctx, outsider);
    const foreign = expectError(await getFile(file.id, token), 404);
    const missing = expectError(await getFile(crypto.randomUUID(), token), 404);
    expect(foreign).toEqual(missing);
  });

  it('answers 400 for an id that is not a uuid', async () => {
    expectFieldErrors(await getFile('not-a-uuid'), { id: 'Must be a valid id.' });
  });

  it('answers 401 without a token and 403 for an admin without a company', async () => {
    const file = await uploaded('audit_photo', 'a.png', png());
    expectError(await getFile(file.id, null), 401);
    const admin = await buildAdmin(t.db);
    expectError(await getFile(file.id, (await loginAs(t.ctx, admin)).token), 403);
  });
});

describe('GET /api/v3/files/:id/content (signed links)', () => {
  const fetchLink = (link: string) => t.app.inject({ method: 'GET', url: link });

  it('serves the bytes inline or as a download without a bearer token', async () => {
    const bytes = png();
    const file = await uploaded('audit_photo', 'façade photo.png', bytes);
    const inline = await fetchLink(file.inlineUrl);
    expect(inline.statusCode, inline.body).toBe(200);
    expect(inline.rawPayload).toEqual(bytes);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toBe(`inline; filename*=UTF-8''${encodeURIComponent('façade photo.png')}`);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(inline.headers['content-length'])).toBe(bytes.length);

    const download = await fetchLink(file.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(download.rawPayload).toEqual(bytes);
  });

  it('answers 404 for a tampered signature, a swapped disposition or another file id', async () => {
    const file = await uploaded('document', 'doc.pdf', pdf());
    const other = await uploaded('document', 'other.pdf', pdf('other'));
    const url = new URL(file.inlineUrl, 'http://x');
    const sig = url.searchParams.get('sig') ?? '';
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expectError(await fetchLink(tampered.pathname + tampered.search), 404);

    const swapped = new URL(url);
    swapped.searchParams.set('disposition', 'attachment');
    expectError(await fetchLink(swapped.pathname + swapped.search), 404);

    const extended = new URL(url);
    extended.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 3600));
    expectError(await fetchLink(extended.pathname + extended.search), 404);

    const elsewhere = `/api/v3/files/${other.id}/content${url.search}`;
    expectError(await fetchLink(elsewhere), 404);
  });

  it('answers 404 for an expired link', async () => {
    const file = await uploaded('audit_photo', 'old.png', png());
    const expired = t.ctx.signedLinks.link(file.id, 'inline', Date.now() - 2 * 60 * 60 * 1000);
    expectError(await fetchLink(expired), 404);
    // The same signing with the current time works, so only the expiry is to blame.
    expect((await fetchLink(t.ctx.signedLinks.link(file.id, 'inline'))).statusCode).toBe(200);
  });

  it('answers 400 for a link with missing or malformed parts', async () => {
    const file = await uploaded('audit_photo', 'a.png', png());
    expectFieldErrors(await fetchLink(`/api/v3/files/${file.id}/content?disposition=inline&expires=1`), { sig: true });
    expectFieldErrors(await fetchLink(`/api/v3/files/${file.id}/content?disposition=open&expires=1&sig=x`), { disposition: true });
    expectFieldErrors(await fetchLink(`/api/v3/files/${file.id}/content?disposition=inline&expires=soon&sig=x`), { expires: true });
    expectFieldErrors(await fetchLink('/api/v3/files/nope/content?disposition=inline&expires=1&sig=x'), { id: true });
  });
});
