import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClashConflictSchema,
  ZClashesSchema,
  ZErrorBodySchema,
  ZJobSavedSchema,
  ZMoveJobSchema,
  ZScheduleClashQuerySchema,
  ZScheduleQuerySchema,
  ZScheduleSchema,
  ZUnscheduledPageSchema,
  ZUnscheduledQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { moveJob } from './move-job.service.js';
import { checkMoveClashes, getSchedule, getUnscheduled } from './schedule.service.js';

const tags = ['schedule'];
const params = z.object({ id: ZUuidSchema });

/** The work schedule: jobs by the days shown, and the clash check before a job is moved. */
export function scheduleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/schedule', {
      schema: { tags, querystring: ZScheduleQuerySchema, response: { 200: ZScheduleSchema } },
      handler: (request) => getSchedule(ctx, authOf(request), request.query),
    });

    app.get('/api/v3/schedule/unscheduled', {
      schema: { tags, querystring: ZUnscheduledQuerySchema, response: { 200: ZUnscheduledPageSchema } },
      handler: (request) => getUnscheduled(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/schedule/job/:id/clash', {
      schema: { tags, params, body: ZScheduleClashQuerySchema, response: { 200: ZClashesSchema } },
      handler: (request) => checkMoveClashes(ctx, authOf(request), request.params.id, request.body),
    });

    app.put('/api/v3/schedule/job/:id', {
      // 409 is either the clashes to confirm or a plain refusal (a completed or cancelled job).
      schema: { tags, params, body: ZMoveJobSchema, response: { 200: ZJobSavedSchema, 409: z.union([ZClashConflictSchema, ZErrorBodySchema]) } },
      handler: async (request, reply) => {
        const outcome = await moveJob(ctx, authOf(request), request.params.id, request.body);
        return outcome.kind === 'clash' ? reply.code(409).send(outcome.conflict) : reply.code(200).send(outcome.job);
      },
    });
  };
}
