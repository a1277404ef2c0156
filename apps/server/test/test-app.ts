import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { BuildOptions } from '../src/app.js';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/config.js';
import { loadConfig } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/seed/prepare-database.js';
import * as schema from '../src/db/schema/index.js';
import type { AppContext } from '../src/platform/context.js';
import { TEST_APP_SECRET, TEST_WALL_KEY } from './test-secret.js';

/*
 * The API test harness. Each test file builds one app in beforeAll on a database of its own:
 * an in-memory PGlite (copied from a migrated snapshot), or (project api-pg, HIVIS_TEST_DB=pg)
 * a new database created on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards.
 * Nothing is mocked: real database, real argon2, real files on disk, real SMTP when asked.
 */

export { TEST_APP_SECRET, TEST_WALL_KEY } from './test-secret.js';
export const TEST_PUBLIC_URL = 'http://hivis.test';

export type TestDatabaseKind = 'pglite' | 'pg';

/** Which database this test run uses; set per project in vitest.config.ts. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.HIVIS_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

export type TestDatabase = { database: Database; drop: () => Promise<void> };

/** A fresh, empty, migrated database for one test file (unmigrated with migrate: false). */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind(), options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === 'pglite') {
    const database = migrate ? await openPgliteCopy() : await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrate) await prepareDatabase(database, TEST_WALL_KEY);
    return { database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('HIVIS_TEST_DB=pg needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const name = `hivis_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString(), poolSize: 4 });
  try {
    if (migrate) await prepareDatabase(database, TEST_WALL_KEY);
  } catch (error) {
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * An in-memory PGlite started from the migrated snapshot of the global setup (see
 * pglite-template.ts), or a brand-new one when the file runs without it.
 */
async function openPgliteCopy(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({ kind: 'pglite', dataDir: null });
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) });
  // The same wiring as openDatabase in src/db/client.ts, with the data directory loaded.
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', url: null, close: () => client.close() };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The settings every test app runs with; tests override single ones (SMTP_URL, NODE_ENV...). */
export function testConfig(dataDir: string, overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_APP_SECRET,
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    // No web build in API tests, whatever apps/web/dist holds at the moment.
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...overrides,
  });
}

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  db: Db;
  database: Database;
  config: Config;
  kind: TestDatabaseKind;
  /** Another app on the same database, e.g. with SMTP or production settings. Closed with this one. */
  sibling: (overrides: Record<string, string>) => Promise<{ app: FastifyInstance; ctx: AppContext }>;
  close: () => Promise<void>;
};

/** options.onRoute sees every route of the main app as it is registered. */
export async function createTestApp(overrides: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const kind = testDatabaseKind();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hivis-test-'));
  const { database, drop } = await openTestDatabase(kind);
  const built: Array<{ app: FastifyInstance; ctx: AppContext }> = [];
  const build = async (extra: Record<string, string>, buildOptions: BuildOptions = {}) => {
    const result = await buildApp(testConfig(dataDir, { ...overrides, ...extra }), database, buildOptions);
    await result.app.ready();
    built.push(result);
    return result;
  };
  const { app, ctx } = await build({}, options);
  return {
    app,
    ctx,
    db: database.db,
    database,
    config: ctx.config,
    kind,
    sibling: build,
    close: async () => {
      for (const each of built) {
        // The outbox may be sending in the background (a reset request starts it); let it finish.
        await each.ctx.outbox.stop();
        await each.app.close();
      }
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
