import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PGlite } from '@electric-sql/pglite';
import type { AppContext } from '../context.js';
import { AppError, NOTHING_HERE } from '../errors.js';
import { fromThisMachine } from '../http/from-this-machine.js';
import { backupStream } from './backup-archive.js';

/**
 * GET /api/ops/backup: the running server's backup of its embedded database and files, for
 * `npm run backup` on this machine (the embedded database has one connection, held by the
 * server, so the copy must be taken inside it). Anyone else, and a server on PostgreSQL (backed
 * up with pg_dump), gets the 404 of an unknown address.
 */
export function backupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/ops/backup', { schema: { hide: true } }, async (request, reply) => {
      if (ctx.database.kind !== 'pglite' || !fromThisMachine(request)) throw new AppError('NOT_FOUND', NOTHING_HERE);
      const client = (ctx.db as unknown as { $client: PGlite }).$client;
      const stream = await backupStream(client, ctx.config.dataDir);
      ctx.log.info('backup taken for npm run backup');
      return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(stream);
    });
  };
}
