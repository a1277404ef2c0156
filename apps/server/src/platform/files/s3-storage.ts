import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FileStorage } from './storage.js';
import { StoredFileExists, StoredFileMissing } from './storage.js';

/** The HTTP status of an SDK error (its $metadata), or undefined for anything else. */
export function s3StatusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

/** Keys are made by the server; one that could mean another place (.., a leading /) is a bug. */
function checkedKey(key: string): string {
  const segments = key.split('/');
  if (key.includes('\\') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw new Error('File key escapes the store.');
  }
  return key;
}

/**
 * Files in an S3-compatible bucket, under the same keys as on disk, so that a copy of
 * DATA_DIR/files (npm run files:migrate) is the whole move. Reads stream from the store: the
 * server passes the bytes on as they arrive and never holds a whole file.
 */
export class S3FileStorage implements FileStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, bytes: Buffer): Promise<void> {
    const Key = checkedKey(key);
    // If-None-Match makes the refusal atomic on stores with conditional writes (S3, MinIO, R2);
    // the look first keeps the promise on those without, bar two writes of one key at once.
    if (await this.holds(Key)) throw new StoredFileExists(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: bytes,
          ContentLength: bytes.length,
          // The store refuses bytes that arrive changed.
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      // 412: the key was taken meanwhile; 409: another conditional write of it is under way.
      const status = s3StatusOf(error);
      throw status === 412 || status === 409 ? new StoredFileExists(key) : error;
    }
  }

  async read(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
      // In Node the body is the HTTP response itself: a stream not yet read.
      if (!(Body instanceof Readable)) throw new Error('The object store answered without a readable body.');
      return Body;
    } catch (error) {
      if (s3StatusOf(error) === 404) throw new StoredFileMissing(key);
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    // S3 answers a delete of nothing with success, as rm({ force: true }) does on disk.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  /** The bucket answers and these keys may use it (HeadBucket: no object is read or written). */
  async reachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Whether the key holds an object; any failure to tell leaves the decision to the conditional write. */
  private async holds(Key: string): Promise<boolean> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key })).then(
      () => true,
      () => false,
    );
  }
}
