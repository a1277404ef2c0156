import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_LINK_MESSAGES,
  ZAuditLinkCapacitySchema,
  ZAuditLinkEditSchema,
  ZAuditLinkListSchema,
  ZAuditLinkPageSchema,
  ZAuditLinkSchema,
  ZAuditLinksQuerySchema,
  ZNewAuditLinkSchema,
  ZUuidSchema,
  ZWebAuditResponseAnswerSchema,
  ZWebAuditResponseSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { openAuditLinkPage, submitWebAuditResponse } from './audit-link-page.service.js';
import { createAuditLink, getAuditLink, getAuditLinkCapacity, getAuditLinks, saveAuditLink } from './audit-links.service.js';

const params = z.object({ id: ZUuidSchema });
const publicParams = z.object({ uuid: z.uuid({ error: AUDIT_LINK_MESSAGES.notFound }) });

/** Spec 7 /audit/link: the company's web links, and the two calls of a link's public page (no sign-in). */
export function auditLinksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audit'];
    app.get('/api/v3/audit/link', {
      schema: { tags, querystring: ZAuditLinksQuerySchema, response: { 200: ZAuditLinkListSchema } },
      handler: (request) => getAuditLinks(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/audit/link', {
      schema: { tags, body: ZNewAuditLinkSchema, response: { 201: ZAuditLinkSchema } },
      handler: async (request, reply) => reply.code(201).send(await createAuditLink(ctx, authOf(request), request.body)),
    });
    app.put('/api/v3/audit/link', {
      schema: { tags, body: ZAuditLinkEditSchema, response: { 200: ZAuditLinkSchema } },
      handler: (request) => saveAuditLink(ctx, authOf(request), request.body),
    });
    app.get('/api/v3/audit/link/capacity', {
      schema: { tags, response: { 200: ZAuditLinkCapacitySchema } },
      handler: (request) => getAuditLinkCapacity(ctx, authOf(request)),
    });
    app.get('/api/v3/audit/link/:id', {
      schema: { tags, params, response: { 200: ZAuditLinkSchema } },
      handler: (request) => getAuditLink(ctx, authOf(request), request.params.id),
    });
    app.get('/api/v3/audit/link/public/:uuid', {
      config: { answers: [410, 429] },
      schema: { tags, params: publicParams, response: { 200: ZAuditLinkPageSchema } },
      handler: (request) => openAuditLinkPage(ctx, request.params.uuid, request.ip),
    });
    app.post('/api/v3/audit/response/web', {
      config: { answers: [409, 410, 429] },
      schema: { tags, body: ZWebAuditResponseSchema, response: { 201: ZWebAuditResponseAnswerSchema } },
      handler: async (request, reply) => reply.code(201).send(await submitWebAuditResponse(ctx, request.body, request.ip)),
    });
  };
}
