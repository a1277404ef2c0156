import path from 'node:path';
import type { Config } from '../../config.js';
import { createS3Client } from './s3-client.js';
import { S3FileStorage } from './s3-storage.js';
import type { FileStorage } from './storage.js';
import { LocalFileStorage } from './storage.js';

/** Where an installation keeps files on local disk, and what files:migrate copies from. */
export function localFilesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

/** The object store when S3_BUCKET is set; otherwise DATA_DIR/files, the embedded default. */
export function fileStorageFor(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  if (!config.s3) return new LocalFileStorage(localFilesDir(config.dataDir));
  return new S3FileStorage(createS3Client(config.s3), config.s3.bucket);
}
