import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestDuration } from './metrics.js';

/*
 * What a request leaves in the log and in the metrics. Every line of a request carries its id
 * (a UUID, unique across instances, sent back as X-Request-Id so a browser's error report can
 * name it) and, once the access token is checked, the company and user. Addresses are logged as
 * their route pattern (/api/v3/auth/reset/:token), never as sent: a path or a query string can
 * hold a link's token or a file link's signature.
 */

/** A request's id: Fastify's own counter restarts at 1 on every instance. */
export const newRequestId = (): string => randomUUID();

/** The route as registered, or for an address no route answers, its first segment only. */
export function loggableUrl(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const firstSegment = request.url.split(/[/?#]/)[1] ?? '';
  return `/${firstSegment}${request.url.length > firstSegment.length + 1 ? '/…' : ''}`;
}

/** The logger's view of a request: what it is, never its headers or the address as sent. */
export const requestSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggableUrl(request), remoteAddress: request.ip }),
};

export function registerRequestObservability(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // After the route's own guard has checked the token (onRequest), before the handler logs.
  app.addHook('preHandler', async (request, reply) => {
    const auth = request.auth;
    if (!auth) return;
    const signedIn = { companyId: auth.companyId ?? undefined, userId: auth.userId };
    request.log = request.log.child(signedIn);
    reply.log = request.log;
  });
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
