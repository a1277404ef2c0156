import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hivis-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '/nowhere' });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      productName: 'HiVis',
      seedDemo: true,
      smtpUrl: null,
      accessTokenMinutes: 15,
      refreshTokenDays: 30,
    });
  });

  it('generates a secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).appSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'app-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first);
  });

  it('treats empty DATABASE_URL and SMTP_URL as unset, and a server database as not seeded', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' })).toMatchObject({ databaseUrl: null, smtpUrl: null });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@y/z' })).toMatchObject({ seedDemo: false });
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://x@y/z', SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true });
  });

  it('drops a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://hivis.example.com/' }).publicUrl).toBe('https://hivis.example.com');
  });

  it('refuses bad settings with a message naming them', () => {
    expect(() => loadConfig({ APP_SECRET: 'too-short' })).toThrow(/APP_SECRET: APP_SECRET must be at least 32 characters/);
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(40), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ APP_SECRET: 'x'.repeat(40), NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });

  describe('the object store for files (S3_*)', () => {
    const secret = { APP_SECRET: 'x'.repeat(40) };
    const minio = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'hivis', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

    it('keeps files on local disk while S3_BUCKET is empty, whatever else is set', () => {
      expect(loadConfig({ ...secret }).s3).toBeNull();
      expect(loadConfig({ ...secret, ...minio, S3_BUCKET: '' }).s3).toBeNull();
    });

    it('reads a self-hosted store with the bucket in the path by default', () => {
      expect(loadConfig({ ...secret, ...minio }).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'hivis',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      });
      expect(loadConfig({ ...secret, ...minio, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
    });

    it('lets Amazon S3 itself (no endpoint) use a role instead of keys, in host-style addressing', () => {
      expect(loadConfig({ ...secret, S3_BUCKET: 'hivis', S3_REGION: 'ap-southeast-2' }).s3).toEqual({
        endpoint: null,
        bucket: 'hivis',
        region: 'ap-southeast-2',
        credentials: null,
        forcePathStyle: false,
      });
    });

    it('refuses to start with a bucket but without what it takes to reach it, naming what is missing', () => {
      expect(() => loadConfig({ ...secret, ...minio, S3_REGION: '' })).toThrow(/S3_REGION is required when S3_BUCKET is set/);
      expect(() => loadConfig({ ...secret, ...minio, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: '' })).toThrow(
        /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set/,
      );
      expect(() => loadConfig({ ...secret, S3_BUCKET: 'hivis', S3_REGION: 'ap-southeast-2', S3_ACCESS_KEY_ID: 'key' })).toThrow(
        /S3_SECRET_ACCESS_KEY is required/,
      );
      expect(() => loadConfig({ ...secret, ...minio, S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
      expect(() => loadConfig({ ...secret, ...minio, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});
