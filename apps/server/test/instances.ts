import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import type { AppContext } from '../src/platform/context.js';
import type { TestApp } from './test-app.js';
import { testConfig } from './test-app.js';

export type Instance = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

/**
 * Another instance of the server beside `t`, as a second machine behind a load balancer would
 * run it: the same PostgreSQL database through a pool of its own, a DATA_DIR of its own (nothing
 * on local disk is shared) and the given settings, which should match t's (the same store, the
 * same SMTP server). PostgreSQL only: the embedded database belongs to one process.
 */
export async function anotherInstance(t: TestApp, settings: Record<string, string>): Promise<Instance> {
  if (!t.database.url) throw new Error('anotherInstance needs the PostgreSQL test database (the api-pg project).');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'hivis-instance-'));
  const database = await openDatabase({ kind: 'pg', url: t.database.url, poolSize: 4 });
  const { app, ctx } = await buildApp(testConfig(dataDir, settings), database);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await ctx.outbox.stop();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
