import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateSwmsTemplateSchema,
  ZSwmsTemplateListSchema,
  ZSwmsTemplateParamsSchema,
  ZSwmsTemplateSchema,
  ZUpdateSwmsTemplateSchema,
} from '@hivis/contracts';
import { authOf } from '../../../platform/auth/authenticate.js';
import type { AppContext } from '../../../platform/context.js';
import { createSwmsTemplate, deleteSwmsTemplate, listSwmsTemplates, updateSwmsTemplate } from './templates.service.js';

const tags = ['swms'];

/** SWMS templates (spec: /api/v3/swms/template). */
export function swmsTemplatesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/swms/template', {
      schema: { tags, response: { 200: ZSwmsTemplateListSchema } },
      handler: (request) => listSwmsTemplates(ctx, authOf(request)),
    });
    app.post('/api/v3/swms/template', {
      schema: { tags, body: ZCreateSwmsTemplateSchema, response: { 201: ZSwmsTemplateSchema } },
      handler: async (request, reply) => reply.code(201).send(await createSwmsTemplate(ctx, authOf(request), request.body)),
    });
    app.put('/api/v3/swms/template/:id', {
      schema: { tags, params: ZSwmsTemplateParamsSchema, body: ZUpdateSwmsTemplateSchema, response: { 200: ZSwmsTemplateSchema } },
      handler: (request) => updateSwmsTemplate(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/swms/template/:id', {
      schema: { tags, params: ZSwmsTemplateParamsSchema, response: { 200: ZSwmsTemplateSchema } },
      handler: (request) => deleteSwmsTemplate(ctx, authOf(request), request.params.id),
    });
  };
}
