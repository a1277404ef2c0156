import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server.js';
import type { TestS3Server } from '../../../test/s3-server.js';
import { copyLocalFilesToStore, describeSummary, verifyStoredCopy } from './copy-to-store.js';
import { S3FileStorage } from './s3-storage.js';

/** npm run files:migrate, against a real S3-compatible server: copy, copy again, verify. */

const FILES: Record<string, Buffer> = {
  'company-a/3f/3f0c.png': randomBytes(2048),
  'company-a/9b/9b11.pdf': randomBytes(6 * 1024 * 1024),
  'company-b/swms-link-1/sig.png': randomBytes(512),
};

let s3: TestS3Server;
let root: string;
const lines: string[] = [];
const copy = () => copyLocalFilesToStore({ root, client: s3.client, bucket: s3.config.bucket, report: (line) => lines.push(line) });

async function storedBytes(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await new S3FileStorage(s3.client, s3.config.bucket).read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('copying DATA_DIR/files into the object store', () => {
  beforeAll(async () => {
    s3 = await startS3Server();
    root = await mkdtemp(path.join(tmpdir(), 'hivis-files-'));
    for (const [key, bytes] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), bytes);
    }
  });
  afterAll(async () => {
    await s3.close();
    await rm(root, { recursive: true, force: true });
  });

  it('copies every file under its key, verified, with a line for each and a summary', async () => {
    const summary = await copy();
    expect(summary).toMatchObject({ checked: 3, copied: 3, present: 0, failed: 0 });
    for (const [key, bytes] of Object.entries(FILES)) expect((await storedBytes(key)).equals(bytes)).toBe(true);
    expect(lines.filter((line) => line.includes(': copied,') && line.endsWith('verified'))).toHaveLength(3);
    expect(describeSummary(summary)).toMatch(/^3 files \(6\.0 MB\) checked: 3 copied \(6\.0 MB\), 0 already in the store, 0 failed\.$/);
  });

  it('copies nothing on a second run', async () => {
    lines.length = 0;
    const summary = await copy();
    expect(summary).toMatchObject({ checked: 3, copied: 0, copiedBytes: 0, present: 3, failed: 0 });
    expect(lines.filter((line) => line.includes(': copied'))).toEqual([]);
  });

  it('sends a file again when the store holds other bytes under its key, and only that one', async () => {
    const key = 'company-a/3f/3f0c.png';
    await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: randomBytes(2048) }));
    const summary = await copy();
    expect(summary).toMatchObject({ copied: 1, present: 2, failed: 0 });
    expect((await storedBytes(key)).equals(FILES[key] as Buffer)).toBe(true);
  });

  it('picks up a file added since the last run', async () => {
    const key = 'company-c/01/new.png';
    await mkdir(path.join(root, 'company-c/01'), { recursive: true });
    await writeFile(path.join(root, key), randomBytes(100));
    expect(await copy()).toMatchObject({ checked: 4, copied: 1, present: 3, failed: 0 });
  });

  it('tells a stored copy that differs from the file, by reading it back', async () => {
    const key = 'company-b/swms-link-1/sig.png';
    const local = FILES[key] as Buffer;
    const fingerprint = { size: local.length, sha256: createHash('sha256').update(local).digest('hex') };
    expect(await verifyStoredCopy(s3.client, s3.config.bucket, key, fingerprint)).toBe(true);
    const damaged = Buffer.from(local);
    damaged[0] = (damaged[0] ?? 0) ^ 0xff;
    await s3.client.send(new PutObjectCommand({ Bucket: s3.config.bucket, Key: key, Body: damaged }));
    expect(await verifyStoredCopy(s3.client, s3.config.bucket, key, fingerprint)).toBe(false);
  });

  it('counts a file it could not send as failed and goes on with the others', async () => {
    const elsewhere = { ...s3.config, bucket: 'no-such-bucket' };
    lines.length = 0;
    const summary = await copyLocalFilesToStore({ root, client: s3.client, bucket: elsewhere.bucket, report: (line) => lines.push(line) });
    expect(summary).toMatchObject({ checked: 4, copied: 0, failed: 4 });
    expect(lines.filter((line) => line.includes('FAILED'))).toHaveLength(4);
  });
});
