import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/seed/prepare-database.js';
import type { PGlite } from '@electric-sql/pglite';
import { TEST_WALL_KEY } from './test-secret.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** A tarball of a freshly migrated PGlite data directory, for test files to start from. */
    pgliteTemplate: string;
  }
}

/*
 * Global setup of the api project. A new PGlite spends ~5 s in initdb; loading a data directory
 * takes ~0.5 s. So the empty database is made and migrated once per run, and every test file
 * starts its own in-memory copy from that snapshot (it still runs the migrations, which find
 * nothing to do).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  let file: string | null = null;
  try {
    await prepareDatabase(database, TEST_WALL_KEY);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    file = path.join(tmpdir(), `hivis-pglite-template-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return async () => {
    if (file) await rm(file, { force: true });
  };
}
