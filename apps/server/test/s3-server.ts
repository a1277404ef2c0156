import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.js';
import { createS3Client } from '../src/platform/files/s3-client.js';

/** s3rver's own credentials: it checks every request's signature against them. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  /** What config.ts would make of the settings below. */
  config: S3Config;
  /** The S3_* settings that point an app (createTestApp, sibling) at this store. */
  settings: Record<string, string>;
  /** A client of the store, for looking at what landed in it. */
  client: S3Client;
  /** Where s3rver keeps the objects, to damage one on purpose. */
  directory: string;
  close: () => Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, npm) on 127.0.0.1 with a port of its own, keeping its
 * objects in a fresh temporary folder, with the bucket made. The SDK talks HTTP to it exactly as
 * to any store: nothing of the SDK is mocked.
 */
export async function startS3Server(bucket = 'hivis-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'hivis-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const config: S3Config = { endpoint, bucket, region: 'us-east-1', credentials: KEYS, forcePathStyle: true };
  const settings = {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: config.region,
    S3_ACCESS_KEY_ID: KEYS.accessKeyId,
    S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = createS3Client(config);
  return {
    config,
    settings,
    client,
    directory,
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
