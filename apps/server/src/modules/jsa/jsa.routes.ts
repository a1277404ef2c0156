import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZJsaAttendeeSchema,
  ZJsaPageSchema,
  ZJsaPdfSchema,
  ZJsaQuerySchema,
  ZJsaSchema,
  ZJsaSignSchema,
  ZNewJsaSchema,
  ZUpdateJsaSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { listJsaReports } from './jsa-list.service.js';
import { signJsa, signOnJsaAttendee } from './jsa-sign.service.js';
import { createJsa, getJsa, jsaPdf, saveJsa } from './jsa.service.js';

const params = z.object({ id: ZUuidSchema });

/** JSA reports (spec 2.2 /jsa-reports; docs/jsa.md). */
export function jsaRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['jsa'];
    const jsa = { 200: ZJsaSchema };
    app.get('/api/v3/jsa', {
      schema: { tags, querystring: ZJsaQuerySchema, response: { 200: ZJsaPageSchema } },
      handler: (request) => listJsaReports(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/jsa', {
      schema: { tags, body: ZNewJsaSchema, response: { 201: ZJsaSchema } },
      handler: async (request, reply) => reply.code(201).send(await createJsa(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/jsa/:id', {
      schema: { tags, params, response: jsa },
      handler: (request) => getJsa(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/jsa/:id', {
      schema: { tags, params, body: ZUpdateJsaSchema, response: jsa },
      handler: (request) => saveJsa(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/jsa/:id/sign', {
      schema: { tags, params, body: ZJsaSignSchema, response: jsa },
      handler: (request) => signJsa(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/jsa/:id/attendee', {
      schema: { tags, params, body: ZJsaAttendeeSchema, response: jsa },
      handler: (request) => signOnJsaAttendee(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/jsa/:id/pdf', {
      schema: { tags, params, response: { 200: ZJsaPdfSchema } },
      handler: (request) => jsaPdf(ctx, authOf(request), request.params.id),
    });
  };
}
