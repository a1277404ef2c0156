import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../../test/s3-server.js';
import type { TestS3Server } from '../../../test/s3-server.js';
import { S3FileStorage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { LocalFileStorage, StoredFileExists, StoredFileMissing } from './storage.js';

/*
 * The contract every FileStorage keeps (storage.ts), run as the same cases against the local disk
 * and against a real S3-compatible server started here, so that switching S3_BUCKET on changes
 * where bytes live and nothing else.
 */

type Subject = { storage: FileStorage; close: () => Promise<void> };

async function localDisk(): Promise<Subject> {
  const root = await mkdtemp(path.join(tmpdir(), 'hivis-files-'));
  return { storage: new LocalFileStorage(root), close: () => rm(root, { recursive: true, force: true }) };
}

async function s3Store(): Promise<Subject> {
  const server: TestS3Server = await startS3Server();
  return { storage: new S3FileStorage(server.client, server.config.bucket), close: server.close };
}

const newKey = (extension = 'png') => `${randomUUID()}/${randomUUID().slice(0, 2)}/${randomUUID()}.${extension}`;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each([
  ['local disk', localDisk],
  ['S3-compatible store', s3Store],
])('file storage contract: %s', (_name, open) => {
  let subject: Subject;
  let storage: FileStorage;
  beforeAll(async () => {
    subject = await open();
    storage = subject.storage;
  });
  afterAll(() => subject.close());

  it('reads back the bytes it was given', async () => {
    const key = newKey();
    const bytes = randomBytes(3000);
    await storage.put(key, bytes);
    expect(await bytesOf(await storage.read(key))).toEqual(bytes);
  });

  it('fails a read of a key that holds nothing with StoredFileMissing (ENOENT), before any stream', async () => {
    const failure = await storage.read(newKey()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoredFileMissing);
    expect((failure as StoredFileMissing).code).toBe('ENOENT');
  });

  it('refuses to put a key that is taken, and keeps the first bytes', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('first'));
    await expect(storage.put(key, Buffer.from('second'))).rejects.toBeInstanceOf(StoredFileExists);
    expect((await bytesOf(await storage.read(key))).toString()).toBe('first');
  });

  it('removes a file, after which reading it fails as missing and the key is free again', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('gone soon'));
    await storage.remove(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(StoredFileMissing);
    await storage.put(key, Buffer.from('again'));
    expect((await bytesOf(await storage.read(key))).toString()).toBe('again');
  });

  it('removes a key that holds nothing without complaint', async () => {
    await expect(storage.remove(newKey())).resolves.toBeUndefined();
  });

  it('says it is reachable (GET /ready asks this)', async () => {
    await expect(storage.reachable()).resolves.toBeUndefined();
  });

  it('refuses keys that would reach outside the store', async () => {
    await expect(storage.put('../outside.png', Buffer.from('x'))).rejects.toThrow(/escapes/);
    await expect(storage.read('a/../../outside.png')).rejects.toThrow(/escapes/);
  });

  it('streams a large file in pieces rather than handing it over whole', async () => {
    const key = newKey('pdf');
    const bytes = randomBytes(24 * 1024 * 1024);
    await storage.put(key, bytes);
    const stream = await storage.read(key);
    const hash = createHash('sha256');
    let pieces = 0;
    let largest = 0;
    for await (const chunk of stream) {
      pieces += 1;
      largest = Math.max(largest, (chunk as Buffer).length);
      hash.update(chunk as Buffer);
    }
    expect(hash.digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    // Many pieces, none near the whole: the bytes flowed through, not gathered first.
    expect(pieces).toBeGreaterThan(10);
    expect(largest).toBeLessThan(4 * 1024 * 1024);
  });
});

describe('a store that cannot be reached', () => {
  it('rejects reachable(): an S3 bucket that does not exist, a disk folder that is a file', async () => {
    const server = await startS3Server();
    try {
      await expect(new S3FileStorage(server.client, 'no-such-bucket').reachable()).rejects.toThrow();
    } finally {
      await server.close();
    }
    const root = await mkdtemp(path.join(tmpdir(), 'hivis-files-'));
    try {
      const notAFolder = path.join(root, 'file');
      await writeFile(notAFolder, 'x');
      await expect(new LocalFileStorage(notAFolder).reachable()).rejects.toThrow();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
