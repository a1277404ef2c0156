import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateSwmsSchema,
  ZSwmsCompanyListQuerySchema,
  ZSwmsCompanyListSchema,
  ZSwmsJobListSchema,
  ZSwmsSchema,
  ZUpdateSwmsSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { listCompanySwms } from './swms-company-list.service.js';
import { getJobSwmsList } from './swms-list.service.js';
import { createSwms, deleteSwms, getSwms, updateSwms } from './swms.service.js';

const params = z.object({ id: ZUuidSchema });

/** SWMS records: start one for a job, save the builder's steps, read, list the company's or a job's, delete. */
export function swmsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['swms'];
    app.post('/api/v3/swms', {
      schema: { tags, body: ZCreateSwmsSchema, response: { 201: ZSwmsSchema } },
      handler: async (request, reply) => reply.code(201).send(await createSwms(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/swms', {
      schema: { tags, querystring: ZSwmsCompanyListQuerySchema, response: { 200: ZSwmsCompanyListSchema } },
      handler: (request) => listCompanySwms(ctx, authOf(request), request.query),
    });
    // Static path before /{id}.
    app.get('/api/v3/swms/job/:id/all', {
      schema: { tags, params, response: { 200: ZSwmsJobListSchema } },
      handler: (request) => getJobSwmsList(ctx, authOf(request), request.params.id),
    });
    app.get('/api/v3/swms/:id', {
      schema: { tags, params, response: { 200: ZSwmsSchema } },
      handler: (request) => getSwms(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/swms/:id', {
      schema: { tags, params, body: ZUpdateSwmsSchema, response: { 200: ZSwmsSchema } },
      handler: (request) => updateSwms(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/swms/:id', {
      schema: { tags, params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await deleteSwms(ctx, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    });
  };
}
