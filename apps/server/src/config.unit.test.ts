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
});
