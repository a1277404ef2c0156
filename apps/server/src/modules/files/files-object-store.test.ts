import { rm } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFileSchema } from '@hivis/contracts';
import type { TFile } from '@hivis/contracts';
import { expectError } from '../../../test/assertions.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import { uploadFile } from '../../../test/files.js';
import { startS3Server } from '../../../test/s3-server.js';
import type { TestS3Server } from '../../../test/s3-server.js';
import { pdf, png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { files } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * Files kept in an S3-compatible store (S3_BUCKET set), served through the same signed links as
 * from local disk: the server streams the object on, with the same headers and the same 404.
 */

let s3: TestS3Server;
let t: TestApp;
let token: string;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.settings);
  token = (await loginAs(t.ctx, await buildUser(t.db, { roles: ['PAH'] }))).token;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function uploaded(app: Pick<TestApp, 'app'>, fileType: string, filename: string, data: Buffer): Promise<TFile> {
  const response = await uploadFile({ ...t, app: app.app }, token, { fileType, filename, data });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json());
}

async function storageKeyOf(file: TFile): Promise<string> {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, file.id)));
  return row?.storageKey ?? '';
}

describe('files in an S3-compatible store', () => {
  it('stores an upload in the bucket and serves it through its signed links with the usual headers', async () => {
    const bytes = pdf('kept in the bucket');
    const file = await uploaded(t, 'document', 'site plan.pdf', bytes);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: await storageKeyOf(file) }));
    expect(head.ContentLength).toBe(bytes.length);

    const download = await t.app.inject({ method: 'GET', url: file.url });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload).toEqual(bytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Number(download.headers['content-length'])).toBe(bytes.length);
    expect(download.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''${encodeURIComponent('site plan.pdf')}`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.app.inject({ method: 'GET', url: file.inlineUrl })).headers['content-disposition']).toMatch(/^inline; /);
  });

  it('answers 404 for a file whose bytes are gone, from the bucket as from local disk, as for a bad link', async () => {
    const inBucket = await uploaded(t, 'audit_photo', 'a.png', png());
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.config.bucket, Key: await storageKeyOf(inBucket) }));
    const goneFromBucket = expectError(await t.app.inject({ method: 'GET', url: inBucket.url }), 404);

    // The same database and settings, but files on local disk (S3_BUCKET empty, the default).
    const onDisk = await t.sibling({ S3_BUCKET: '' });
    const local = await uploaded(onDisk, 'audit_photo', 'b.png', png());
    await rm(path.join(t.config.dataDir, 'files', await storageKeyOf(local)));
    const goneFromDisk = expectError(await onDisk.app.inject({ method: 'GET', url: local.url }), 404);

    const badLink = expectError(await t.app.inject({ method: 'GET', url: `${inBucket.url.slice(0, -4)}AAAA` }), 404);
    expect(goneFromBucket).toEqual(badLink);
    expect(goneFromDisk).toEqual(badLink);
  });
});
