import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { serverRoot } from '../config.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One type for both drivers: the SQL is the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Query helpers accept either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'pg';
  /** The server's connection string (pg only), for work that needs one dedicated connection. */
  url: string | null;
  close: () => Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'pg'; url: string; poolSize?: number }
  /** username: the role to connect as; the embedded superuser when absent (migrations, tests). */
  | { kind: 'pglite'; dataDir: string | null; username?: string };

/**
 * The embedded database lives inside the Node process, so its memory counts as the app's, and its
 * WebAssembly memory never shrinks: a page it touches once stays resident until the process ends.
 * - shared_buffers: 16 MB instead of PostgreSQL's 128 MB. PGlite touches all of it at start
 *   (18 MiB fewer resident than at 32 MB); blocks it misses are read back from the operating
 *   system's file cache, and the jobs list at 100 000 jobs costs the same CPU time as at 32 MB.
 * - maintenance_work_mem: 16 MB instead of 64 MB, for index builds and VACUUM (the six-hourly
 *   maintenance): enough to sort an index of 100 000 jobs in memory, and a cap on what one such
 *   run can leave resident for good.
 * See docs/benchmarks.md (Memory) for the figures.
 */
const PGLITE_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/**
 * Creating a new embedded database (initdb) takes about 800 MB for a moment, and V8 gives much of
 * it back only slowly. It is done once per installation in a short-lived child process, so the
 * server itself starts from an existing database and stays at its steady size (docs/benchmarks.md).
 */
function createEmbeddedCluster(dir: string): void {
  const script = `import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(${JSON.stringify(dir)});
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: serverRoot, stdio: 'inherit' });
}

/** Opens PostgreSQL through node-postgres, or the embedded PGlite (in memory when dataDir is null). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pg') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle pooled connection that the server ends (a restart, a failover, an administrator)
    // is reported here; unheard, the 'error' event would stop the process. The pool drops that
    // connection and opens another on the next query, so a note in the log is all it needs.
    pool.on('error', (error) => console.warn(`database connection closed by the server: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'pg', url: options.url, close: () => pool.end() };
  }
  const dir = options.dataDir ? path.join(options.dataDir, 'pglite') : undefined;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) createEmbeddedCluster(dir);
  }
  const client = await PGlite.create(dir, { postgresqlconf: PGLITE_SETTINGS, ...(options.username ? { username: options.username } : {}) });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', url: null, close: () => client.close() };
}
