import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClosureStatusSchema, ZRequestClosureSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getClosureStatus, keepAccount, requestClosure } from './account-closure.service.js';

/**
 * /delete-account's calls. An account holder of a closing (inactive) company reaches all three:
 * nothing on the way checks the company's status, so the owner can see the date and keep it.
 */
export function accountClosureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/company/closure', {
      schema: { tags: ['company'], response: { 200: ZClosureStatusSchema } },
      handler: (request) => getClosureStatus(ctx, authOf(request)),
    });

    app.post('/api/v3/company/closure', {
      schema: { tags: ['company'], body: ZRequestClosureSchema, response: { 200: ZClosureStatusSchema } },
      handler: (request) => requestClosure(ctx, authOf(request), request.body),
    });

    app.delete('/api/v3/company/closure', {
      schema: { tags: ['company'], response: { 200: ZClosureStatusSchema } },
      handler: (request) => keepAccount(ctx, authOf(request)),
    });
  };
}
