import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { s3StatusOf } from './s3-storage.js';

/*
 * npm run files:migrate: copies an installation's DATA_DIR/files into the object store, under the
 * same keys. Every copy is checked by reading it back, and a run can be stopped and started again:
 * a file whose verified copy is already in the store is not sent again, so a second run sends
 * nothing. Files are streamed from disk and back, one piece at a time, whatever their size.
 */

export type CopySummary = {
  checked: number;
  checkedBytes: number;
  copied: number;
  copiedBytes: number;
  /** Already in the store with the same size and checksum: not sent again. */
  present: number;
  /** Not copied, or copied but read back different: the run should be repeated. */
  failed: number;
};

export type CopyOptions = {
  /** DATA_DIR/files. */
  root: string;
  client: S3Client;
  bucket: string;
  /** One line of progress at a time (the CLI prints them). */
  report: (line: string) => void;
  /** Files in flight at once; a few hide the store's latency without flooding it. */
  parallel?: number;
};

type Fingerprint = { size: number; md5: string; sha256: string };

/** The metadata field that carries a copy's SHA-256, so a later run can trust it without reading it. */
const SHA256_META = 'sha256';

/** Every file under root, as a key: its path from root with forward slashes. */
async function listKeys(root: string, folder = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true });
  const keys: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) keys.push(...(await listKeys(root, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

async function fingerprintOf(source: Readable): Promise<Fingerprint> {
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  let size = 0;
  await pipeline(source, async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      size += chunk.length;
      md5.update(chunk);
      sha256.update(chunk);
    }
  });
  return { size, md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

/**
 * Whether the store already holds this exact file: same size and our SHA-256 (set by an earlier
 * run that verified it), or, for a copy made by another tool, an ETag that is the MD5 (it is for
 * a single-part upload without KMS encryption).
 */
async function alreadyStored(client: S3Client, bucket: string, key: string, local: Fingerprint): Promise<boolean> {
  try {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    if (head.ContentLength !== local.size) return false;
    return head.Metadata?.[SHA256_META] === local.sha256 || head.ETag?.replaceAll('"', '') === local.md5;
  } catch (error) {
    if (s3StatusOf(error) === 404) return false;
    throw error;
  }
}

/** Reads the stored object back and compares it with the local file's fingerprint. */
export async function verifyStoredCopy(client: S3Client, bucket: string, key: string, local: Pick<Fingerprint, 'size' | 'sha256'>): Promise<boolean> {
  const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!(Body instanceof Readable)) throw new Error('The object store answered without a readable body.');
  const stored = await fingerprintOf(Body);
  return stored.size === local.size && stored.sha256 === local.sha256;
}

async function sendFile(client: S3Client, bucket: string, key: string, file: string, local: Fingerprint): Promise<void> {
  await client.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: createReadStream(file),
      ContentLength: local.size,
      // The store refuses bytes that arrive changed; the read-back then proves what it kept.
      ContentMD5: Buffer.from(local.md5, 'hex').toString('base64'),
      Metadata: { [SHA256_META]: local.sha256 },
    }),
  );
}

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export function describeSummary(summary: CopySummary): string {
  return (
    `${summary.checked} files (${megabytes(summary.checkedBytes)}) checked: ${summary.copied} copied (${megabytes(summary.copiedBytes)}), ` +
    `${summary.present} already in the store, ${summary.failed} failed.`
  );
}

export async function copyLocalFilesToStore({ root, client, bucket, report, parallel = 4 }: CopyOptions): Promise<CopySummary> {
  const keys = await listKeys(root);
  const summary: CopySummary = { checked: 0, checkedBytes: 0, copied: 0, copiedBytes: 0, present: 0, failed: 0 };
  report(`${keys.length} files under ${root} to check against bucket ${bucket}.`);
  let next = 0;

  const copyOne = async (key: string, position: number) => {
    const file = path.join(root, ...key.split('/'));
    const label = `[${position}/${keys.length}] ${key}`;
    try {
      const local = await fingerprintOf(createReadStream(file));
      summary.checkedBytes += local.size;
      if (await alreadyStored(client, bucket, key, local)) {
        summary.present += 1;
        return;
      }
      await sendFile(client, bucket, key, file, local);
      if (!(await verifyStoredCopy(client, bucket, key, local))) {
        summary.failed += 1;
        report(`${label}: FAILED, the copy read back from the store differs from the file`);
        return;
      }
      summary.copied += 1;
      summary.copiedBytes += local.size;
      report(`${label}: copied, ${megabytes(local.size)}, verified`);
    } catch (error) {
      summary.failed += 1;
      report(`${label}: FAILED, ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      summary.checked += 1;
      // Files already there make no line of their own: a count now and then shows the run moving.
      if (summary.checked % 500 === 0) report(`${summary.checked}/${keys.length} checked`);
    }
  };

  const worker = async () => {
    while (next < keys.length) {
      const position = ++next;
      await copyOne(keys[position - 1] as string, position);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
  return summary;
}
