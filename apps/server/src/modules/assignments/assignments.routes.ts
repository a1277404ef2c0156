import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssignStaffSchema,
  ZClashConflictSchema,
  ZClashQuerySchema,
  ZClashesSchema,
  ZErrorBodySchema,
  ZJobStaffSchema,
  ZJobViewSchema,
  ZMyJobsPageSchema,
  ZMyJobsQuerySchema,
  ZUuidSchema,
  ZWorkRequestAnswerSchema,
  ZWorkRequestSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { assignStaff, checkClashes, listJobStaff, removeStaff } from './assignments.service.js';
import { getJobView } from './job-view.service.js';
import { myJobs } from './my-jobs.service.js';
import type { WorkRequestLinks } from './work-request-links.js';
import { answerOwnRequest, answerWorkRequest, getOwnRequest, getWorkRequest } from './work-requests.service.js';

const tags = ['job-staff'];
const params = z.object({ id: ZUuidSchema });
const personParams = z.object({ id: ZUuidSchema, userId: ZUuidSchema });
const tokenParams = z.object({ uuid: z.uuid({ error: 'This work request link is not valid. Please check the link in your email.' }) });

/**
 * Staffing a job, the work requests people answer, My Jobs and the worker's job view.
 * `contractLinks`: the jobs contracted to another company, answered through the same links.
 */
export function assignmentsRoutes(ctx: AppContext, contractLinks: WorkRequestLinks): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/job/:id/staff', {
      schema: { tags, params, response: { 200: ZJobStaffSchema } },
      handler: (request) => listJobStaff(ctx, authOf(request), request.params.id),
    });

    app.post('/api/v3/job/:id/staff/clash', {
      schema: { tags, params, body: ZClashQuerySchema, response: { 200: ZClashesSchema } },
      handler: (request) => checkClashes(ctx, authOf(request), request.params.id, request.body),
    });

    app.post('/api/v3/job/:id/staff', {
      // 409 is either the clashes to confirm or a plain refusal (a closed or contracted job).
      schema: { tags, params, body: ZAssignStaffSchema, response: { 201: ZJobStaffSchema, 409: z.union([ZClashConflictSchema, ZErrorBodySchema]) } },
      handler: async (request, reply) => {
        const outcome = await assignStaff(ctx, authOf(request), request.params.id, request.body);
        // A clash is not an error of the request: it carries the clashes for the office to confirm.
        return outcome.kind === 'clash' ? reply.code(409).send(outcome.conflict) : reply.code(201).send(outcome.staff);
      },
    });

    app.delete('/api/v3/job/:id/staff/:userId', {
      schema: { tags, params: personParams, response: { 200: ZJobStaffSchema } },
      handler: (request) => removeStaff(ctx, authOf(request), request.params.id, request.params.userId),
    });

    app.get('/api/v3/job/:id/staff/me', {
      schema: { tags, params, response: { 200: ZWorkRequestSchema } },
      handler: (request) => getOwnRequest(ctx, authOf(request), request.params.id),
    });

    for (const answer of ['accept', 'decline'] as const) {
      app.post(`/api/v3/job/:id/staff/me/${answer}`, {
        schema: { tags, params, response: { 200: ZWorkRequestAnswerSchema } },
        handler: (request) => answerOwnRequest(ctx, authOf(request), request.params.id, answer),
      });

      // By the link in the mail: the link's secret is the proof, no sign-in.
      app.post(`/api/v3/work-request/:uuid/${answer}`, {
        // A request already answered, withdrawn or for a job that moved on.
        config: { answers: [409] },
        schema: { tags: ['work-request'], params: tokenParams, response: { 200: ZWorkRequestAnswerSchema } },
        handler: (request) => answerWorkRequest(ctx, contractLinks, request.params.uuid, answer),
      });
    }

    app.get('/api/v3/work-request/:uuid', {
      schema: { tags: ['work-request'], params: tokenParams, response: { 200: ZWorkRequestSchema } },
      handler: (request) => getWorkRequest(ctx, contractLinks, request.params.uuid),
    });

    app.get('/api/v3/my-jobs', {
      schema: { tags: ['my-jobs'], querystring: ZMyJobsQuerySchema, response: { 200: ZMyJobsPageSchema } },
      handler: (request) => myJobs(ctx, authOf(request), request.query),
    });

    app.get('/api/v3/job/:id/view', {
      schema: { tags, params, response: { 200: ZJobViewSchema } },
      handler: (request) => getJobView(ctx, authOf(request), request.params.id),
    });
  };
}
