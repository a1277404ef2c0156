import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { serverRoot } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../seed/demo.js';
import { DEMO_SWMS_JOB } from '../../seed/demo-swms.js';
import { bearer } from '../../../test/factories.js';
import { freePort } from '../../../test/server-process.js';
import { TEST_APP_SECRET, createTestApp, testConfig, testDatabaseKind, type TestApp } from '../../../test/test-app.js';

/*
 * npm run backup and npm run restore as an operator runs them (their own processes): a backup
 * taken through a running server, restored into a new data folder, and the demo owner opening the
 * demo SWMS PDF from it. The embedded database only: PostgreSQL is backed up with pg_dump
 * (docs/operations.md, "Backups").
 */

const repositoryRoot = path.resolve(serverRoot, '../..');
let work: string;
let t: TestApp;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hivis-backup-test-'));
  t = await createTestApp();
  await seedDemo(t.ctx);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await rm(work, { recursive: true, force: true });
});

type TRun = { status: number | null; stdout: string; stderr: string };

/** Not spawnSync: the server in this process must go on answering while the command runs. */
function npmRun(script: 'backup' | 'restore', args: string[], settings: { dataDir: string; port: number }): Promise<TRun> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, DATA_DIR: settings.dataDir, PORT: String(settings.port), APP_SECRET: TEST_APP_SECRET, NODE_ENV: 'test' },
  });
  const run: TRun = { status: null, stdout: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => (run.stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (run.stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (status) => resolve({ ...run, status })));
}

async function demoSwmsPdfText(app: FastifyInstance): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: DEMO_ACCOUNTS.owner, password: DEMO_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  const headers = bearer(login.json().token as string);
  const jobs = (await app.inject({ method: 'GET', url: '/api/v3/job?take=20', headers })).json() as { items: { id: string; title: string }[] };
  const job = jobs.items.find((item) => item.title === DEMO_SWMS_JOB);
  if (!job) throw new Error('the demo SWMS job is missing');
  const listed = (await app.inject({ method: 'GET', url: `/api/v3/swms/job/${job.id}/all`, headers })).json() as {
    items: { versions: { file: { url: string } | null }[] }[];
  };
  const fileUrl = listed.items[0]?.versions[0]?.file?.url;
  if (!fileUrl) throw new Error('the demo SWMS has no PDF');
  const download = await app.inject({ method: 'GET', url: fileUrl });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toBe('application/pdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(download.rawPayload)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe.skipIf(testDatabaseKind() === 'pg')('npm run backup and npm run restore (embedded database)', () => {
  it('back up a running server, restore into a new folder: the demo owner signs in and opens the demo SWMS PDF', async () => {
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const archive = path.join(work, 'hivis.tar.gz');
    const restored = path.join(work, 'restored');

    const backup = await npmRun('backup', [archive], { dataDir: t.config.dataDir, port });
    expect(backup.status, backup.stderr + backup.stdout).toBe(0);
    expect(backup.stdout).toContain(`through the server running on port ${port}`);
    expect(existsSync(archive)).toBe(true);

    const restore = await npmRun('restore', [archive], { dataDir: restored, port });
    expect(restore.status, restore.stderr + restore.stdout).toBe(0);
    const again = await npmRun('restore', [archive], { dataDir: restored, port });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a database');

    const database = await openDatabase({ kind: 'pglite', dataDir: restored });
    const { app } = await buildApp(testConfig(restored), database);
    try {
      const text = await demoSwmsPdfText(app);
      expect(text).toContain(DEMO_SWMS_JOB);
      expect(text).toContain('Sam Supervisor');
    } finally {
      await app.close();
      await database.close();
    }

    // With no server answering, the backup reads the data folder itself.
    const direct = await npmRun('backup', [path.join(work, 'direct.tar.gz')], { dataDir: restored, port: await freePort() });
    expect(direct.status, direct.stderr + direct.stdout).toBe(0);
    expect(direct.stdout).toContain(`reading ${restored} directly`);
  }, 240_000);

  it('refuses what is not a HiVis backup, and answers other machines as an unknown address', async () => {
    const notABackup = await npmRun('restore', [path.join(serverRoot, 'package.json')], { dataDir: path.join(work, 'other'), port: 0 });
    expect(notABackup.status).not.toBe(0);
    const noDatabase = await npmRun('backup', [path.join(work, 'none.tar.gz')], { dataDir: path.join(work, 'empty'), port: await freePort() });
    expect(noDatabase.status).toBe(1);
    expect(noDatabase.stderr).toContain('holds no database');
    const fromElsewhere = await t.app.inject({ method: 'GET', url: '/api/ops/backup', remoteAddress: '203.0.113.9' });
    expect(fromElsewhere.statusCode).toBe(404);
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/ops/backup', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
  }, 120_000);
});
