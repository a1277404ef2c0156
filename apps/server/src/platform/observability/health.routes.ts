import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { bearerToken } from '../auth/authenticate.js';
import { AppError, NOTHING_HERE } from '../errors.js';
import { fromThisMachine } from '../http/from-this-machine.js';
import { readAsSystem } from '../tenancy/tenant.js';
import { pendingMailBacklog } from '../mail/outbox.queries.js';
import { metricsRegistry, watchMailBacklog } from './metrics.js';
import { pingDatabase } from './health.queries.js';

/** A check that takes longer than this counts as failed: a load balancer waits for no one. */
const READY_CHECK_MS = 2_000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
}

const sameToken = (given: string, expected: string) => given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/**
 * For load balancers and monitoring (docs/operations.md):
 * - GET /health: the process is up and answering; nothing else is checked, so a slow database
 *   does not get every instance restarted at once.
 * - GET /ready: the database and the file store answer; 503 with the failing part otherwise, and
 *   while the server is stopping (Fastify answers 503 once it closes), so traffic moves elsewhere.
 * - GET /metrics: Prometheus figures, for this machine or with METRICS_TOKEN as a bearer;
 *   anyone else gets the 404 of an unknown address.
 */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  watchMailBacklog(() => readAsSystem(ctx.db, (db) => pendingMailBacklog(db)));

  return async (app) => {
    app.get('/health', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'up' }));

    app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
      const parts = ['database', 'files'] as const;
      const results = await Promise.allSettled([
        within(READY_CHECK_MS, readAsSystem(ctx.db, pingDatabase)),
        within(READY_CHECK_MS, ctx.fileStorage.reachable()),
      ]);
      const failed = parts.filter((part, index) => {
        const result = results[index];
        if (result?.status !== 'rejected') return false;
        ctx.log.warn({ part, err: result.reason as unknown }, 'not ready');
        return true;
      });
      reply.header('cache-control', 'no-store');
      if (failed.length > 0) throw new AppError('UNAVAILABLE', `Not ready: ${failed.join(' and ')} not reachable.`);
      return { status: 'ready' };
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const token = bearerToken(request);
      const allowed = fromThisMachine(request) || (ctx.config.metricsToken !== null && token !== null && sameToken(token, ctx.config.metricsToken));
      if (!allowed) throw new AppError('NOT_FOUND', NOTHING_HERE);
      return reply
        .header('cache-control', 'no-store')
        .type(metricsRegistry.contentType)
        .send(await metricsRegistry.metrics());
    });
  };
}
