import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClashesSchema, ZScheduleClashQuerySchema, ZScheduleQuery, ZScheduleSchema, ZUnscheduledPageSchema, ZUnscheduledQuery, ZUuid } from '@hivis/contracts';
import { authOf, requireAuth } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { checkMoveClashes, getSchedule, getUnscheduled } from './schedule.service.js';

const tags = ['schedule'];
const params = z.object({ id: ZUuid });

/** The work schedule: jobs by the days shown, and the clash check before a job is moved. */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireAuth(ctx.accessTokens);
  return async (app) => {
    app.get('/api/v3/schedule', {
      schema: { tags, querystring: ZScheduleQuery, response: { 200: ZScheduleSchema } },
      onRequest: signedIn,
      handler: (request) => getSchedule(ctx, authOf(request), request.query),
    });

    app.get('/api/v3/schedule/unscheduled', {
      schema: { tags, querystring: ZUnscheduledQuery, response: { 200: ZUnscheduledPageSchema } },
      onRequest: signedIn,
      handler: (request) => getUnscheduled(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/schedule/job/:id/clash', {
      schema: { tags, params, body: ZScheduleClashQuerySchema, response: { 200: ZClashesSchema } },
      onRequest: signedIn,
      handler: (request) => checkMoveClashes(ctx, authOf(request), request.params.id, request.body),
    });
  };
}
