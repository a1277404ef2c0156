import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientErrorReportSchema, ZErrorServiceSchema, maskSecrets, maskedPage } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { bearerToken } from '../../platform/auth/authenticate.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** Enough for a page that fails in a loop to be seen, not to fill the log: per address, per hour. */
const REPORTS_PER_HOUR = 60;
const WINDOW_MS = 60 * 60 * 1000;
/** The largest report the schema allows is about 5 KiB; anything bigger is not a report. */
const BODY_LIMIT = 8 * 1024;

/**
 * POST /api/v3/client-errors: a browser's report of a page that failed, written to the server's
 * log (level warn) with the page, the release and the request id of the API answer that failed,
 * and the company and user when a valid token comes with it. Answers 204 and stores nothing.
 */
export function clientErrorsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/client-errors', {
      bodyLimit: BODY_LIMIT,
      config: { answers: [429] },
      schema: { tags: ['platform'], body: ZClientErrorReportSchema, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await withSystem(ctx.db, (tx) =>
          takeRateLimit(
            tx,
            [{ key: `client-errors:address:${request.ip}`, limit: REPORTS_PER_HOUR }],
            WINDOW_MS,
            'Too many error reports. Please wait a little.',
          ),
        );
        const token = bearerToken(request);
        const auth = token ? await ctx.accessTokens.verify(token).catch(() => null) : null;
        const report = request.body;
        request.log.warn(
          {
            browserError: {
              event: report.event,
              level: report.level,
              page: maskedPage(report.page),
              message: report.message === undefined ? undefined : maskSecrets(report.message),
              stack: report.stack === undefined ? undefined : maskSecrets(report.stack),
              release: report.release,
              requestId: report.requestId,
            },
            ...(auth ? { companyId: auth.companyId ?? undefined, userId: auth.userId } : {}),
          },
          'browser error',
        );
        return reply.code(204).send(null);
      },
    });

    /** Where the browser also sends its reports: Sentry when the installation has it (SENTRY_DSN). */
    app.get('/api/v3/client-errors/service', {
      // No parameters: one sent anyway is refused by name (platform/http/validator.ts).
      schema: { tags: ['platform'], querystring: z.object({}), response: { 200: ZErrorServiceSchema } },
      handler: async (_request, reply) => {
        // The same for every browser: an hour in its cache, so a new SENTRY_DSN reaches them soon.
        reply.header('cache-control', 'public, max-age=3600');
        return reply.send({ sentry: ctx.config.errorService });
      },
    });
  };
}
