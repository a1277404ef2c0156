import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance, RouteOptions } from 'fastify';
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
import type { RouteAnswers, SeenAnswer } from './api-answers.js';
import { recordAnswersOf, undocumentedAnswers } from './api-answers.js';
import { keepWallKey } from '../src/platform/tenancy/database-wall.js';

/*
 * The API test harness. Each test file builds one app in beforeAll on a database of its own:
 * an in-memory PGlite (copied from a migrated snapshot), or (project api-pg, HIVIS_TEST_DB=pg)
 * a new database created on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards.
 * Nothing is mocked: real database, real argon2, real files on disk, real SMTP when asked.
 */

export { TEST_APP_SECRET, TEST_WALL, TEST_WALL_KEY } from './test-secret.js';
export const TEST_PUBLIC_URL = 'http://hivis.test';

export type TestDatabaseKind = 'pglite' | 'pg';

/** Which database this test run uses; set per project in vitest.config.ts. */
export function testDatabaseKind(): TestDatabaseKind {
  return process.env.HIVIS_TEST_DB === 'pg' ? 'pg' : 'pglite';
}

/**
 * database: the owner's connection (a superuser), for migrations and the factories. appDatabase:
 * what the app runs on. On PostgreSQL that is a login role that owns nothing (TEST_LOGIN_ROLE), as
 * in production, so every api-pg test runs behind the database wall; the embedded database has
 * one connection, shared by both.
 */
export type TestDatabase = { database: Database; appDatabase: Database; drop: () => Promise<void> };

/** The app's login role in the api-pg tests: cluster-wide, made once, granted per database. */
export const TEST_LOGIN_ROLE = 'hivis_test_app';

/** A fresh, empty, migrated database for one test file (unmigrated with migrate: false). */
export async function openTestDatabase(kind: TestDatabaseKind = testDatabaseKind(), options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  if (kind === 'pglite') {
    const database = migrate ? await openPgliteCopy() : await openDatabase({ kind: 'pglite', dataDir: null });
    if (migrate) await prepareDatabase(database, TEST_WALL_KEY);
    return { database, appDatabase: database, drop: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('HIVIS_TEST_DB=pg needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  const name = `hivis_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString(), poolSize: 4 });
  const appUrl = new URL(url);
  appUrl.username = TEST_LOGIN_ROLE;
  appUrl.password = '';
  const appDatabase = await openDatabase({ kind: 'pg', url: appUrl.toString(), poolSize: 4 });
  try {
    await ensureTestLoginRole(serverUrl);
    if (migrate) await prepareDatabase(database, TEST_WALL_KEY, { appLogin: TEST_LOGIN_ROLE });
    keepWallKey(appDatabase.db, TEST_WALL_KEY);
  } catch (error) {
    await Promise.all([database.close(), appDatabase.close()]);
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  return {
    database,
    appDatabase,
    drop: async () => {
      await Promise.all([database.close(), appDatabase.close()]);
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

/** Test runs start in parallel: a role made by another at the same moment is as good. */
async function ensureTestLoginRole(serverUrl: string): Promise<void> {
  await adminQuery(
    serverUrl,
    `DO $$ BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = '${TEST_LOGIN_ROLE}') THEN
        CREATE ROLE ${TEST_LOGIN_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEROLE NOCREATEDB;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
    END $$;`,
  );
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
  /** The owner's connection, for the factories and for reading what the app wrote. */
  db: Db;
  /** The database the app runs on (TestDatabase.appDatabase). */
  database: Database;
  ownerDatabase: Database;
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
  const { database: ownerDatabase, appDatabase: database, drop } = await openTestDatabase(kind);
  const built: Array<{ app: FastifyInstance; ctx: AppContext; seen: SeenAnswer[]; schemas: RouteAnswers }> = [];
  const build = async (extra: Record<string, string>, buildOptions: BuildOptions = {}) => {
    // Every answer is checked against the API document at close() (api-answers.ts).
    const seen: SeenAnswer[] = [];
    const schemas: RouteAnswers = new Map();
    const onRoute = (route: RouteOptions) => {
      buildOptions.onRoute?.(route);
      recordAnswersOf(route, seen, schemas);
    };
    const result = await buildApp(testConfig(dataDir, { ...overrides, ...extra }), database, { ...buildOptions, onRoute });
    await result.app.ready();
    built.push({ ...result, seen, schemas });
    return result;
  };
  const { app, ctx } = await build({}, options);
  return {
    app,
    ctx,
    db: ownerDatabase.db,
    database,
    ownerDatabase,
    config: ctx.config,
    kind,
    sibling: build,
    close: async () => {
      const undocumented = built.flatMap((each) => undocumentedAnswers(each.app, each.seen, each.schemas));
      for (const each of built) {
        // The outbox may be sending in the background (a reset request starts it); let it finish.
        await each.ctx.outbox.stop();
        await each.app.close();
      }
      await drop();
      await rm(dataDir, { recursive: true, force: true });
      if (undocumented.length > 0) {
        throw new Error(`Answers the API document does not describe (platform/http/api-document.ts):\n${[...new Set(undocumented)].join('\n')}`);
      }
    },
  };
}
