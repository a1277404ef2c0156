import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAuditActionChangeSchema,
  ZAuditActionDoneSchema,
  ZAuditActionSchema,
  ZAuditActionsPageSchema,
  ZAuditActionsQuerySchema,
  ZAuditPdfRequestSchema,
  ZAuditStatsQuerySchema,
  ZAuditStatsSchema,
  ZAuditSummaryQuerySchema,
  ZAuditSummarySchema,
  ZAuditResponseDetailsSchema,
  ZAuditResponsesPageSchema,
  ZAuditResponsesQuerySchema,
  ZAuditReviewSchema,
  ZAuditTemplateDetailsSchema,
  ZAuditTemplateEditSchema,
  ZAuditTemplatesPageSchema,
  ZAuditTemplatesQuerySchema,
  ZFileSchema,
  ZNewAuditResponseSchema,
  ZNewAuditTemplateSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { changeAuditAction, getAuditActions, markAuditActionDone } from './audit-actions.service.js';
import { exportAuditPdf } from './audit-pdf/audit-pdf.service.js';
import { getAuditStats, getAuditSummary } from './audit-stats.service.js';
import { getAuditResponse, getAuditResponses, reviewAuditResponse, submitAuditResponse } from './audit-responses.service.js';
import { archiveAuditTemplate, createAuditTemplate, getAuditTemplate, getAuditTemplates, saveAuditTemplate } from './audit-templates.service.js';

const params = z.object({ id: ZUuidSchema });

/** Spec 7 "Audit": the templates (/api/v3/audit), archive and restore in the style of the other lists, and submitted audits. */
export function auditsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audit'];
    app.get('/api/v3/audit', {
      schema: { tags, querystring: ZAuditTemplatesQuerySchema, response: { 200: ZAuditTemplatesPageSchema } },
      handler: (request) => getAuditTemplates(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/audit', {
      schema: { tags, body: ZNewAuditTemplateSchema, response: { 201: ZAuditTemplateDetailsSchema } },
      handler: async (request, reply) => reply.code(201).send(await createAuditTemplate(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/audit/:id', {
      schema: { tags, params, response: { 200: ZAuditTemplateDetailsSchema } },
      handler: (request) => getAuditTemplate(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/audit/:id', {
      schema: { tags, params, body: ZAuditTemplateEditSchema, response: { 200: ZAuditTemplateDetailsSchema } },
      handler: (request) => saveAuditTemplate(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/audit/:id/archive', {
      schema: { tags, params, response: { 200: ZAuditTemplateDetailsSchema } },
      handler: (request) => archiveAuditTemplate(ctx, authOf(request), request.params.id, true),
    });
    app.post('/api/v3/audit/response', {
      schema: { tags, body: ZNewAuditResponseSchema, response: { 201: ZAuditResponseDetailsSchema } },
      handler: async (request, reply) => reply.code(201).send(await submitAuditResponse(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/audit/response', {
      schema: { tags, querystring: ZAuditResponsesQuerySchema, response: { 200: ZAuditResponsesPageSchema } },
      handler: (request) => getAuditResponses(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/audit/response/summary', {
      schema: { tags, querystring: ZAuditSummaryQuerySchema, response: { 200: ZAuditSummarySchema } },
      handler: (request) => getAuditSummary(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/audit/response/stats/:id', {
      schema: { tags, params, querystring: ZAuditStatsQuerySchema, response: { 200: ZAuditStatsSchema } },
      handler: (request) => getAuditStats(ctx, authOf(request), request.params.id, request.query),
    });
    app.get('/api/v3/audit/response/id/:id', {
      schema: { tags, params, response: { 200: ZAuditResponseDetailsSchema } },
      handler: (request) => getAuditResponse(ctx, authOf(request), request.params.id),
    });
    app.get('/api/v3/audit/action', {
      schema: { tags, querystring: ZAuditActionsQuerySchema, response: { 200: ZAuditActionsPageSchema } },
      handler: (request) => getAuditActions(ctx, authOf(request), request.query),
    });
    app.put('/api/v3/audit/action/:id/done', {
      schema: { tags, params, body: ZAuditActionDoneSchema, response: { 200: ZAuditActionSchema } },
      handler: (request) => markAuditActionDone(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/audit/action/:id', {
      schema: { tags, params, body: ZAuditActionChangeSchema, response: { 200: ZAuditActionSchema } },
      handler: (request) => changeAuditAction(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/export/audit/pdf', {
      schema: { tags, body: ZAuditPdfRequestSchema, response: { 200: ZFileSchema } },
      handler: (request) => exportAuditPdf(ctx, authOf(request), request.body.auditResponseId),
    });
    app.put('/api/v3/audit/response/id/:id/review', {
      schema: { tags, params, body: ZAuditReviewSchema, response: { 200: ZAuditResponseDetailsSchema } },
      handler: (request) => reviewAuditResponse(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/audit/:id/restore', {
      schema: { tags, params, response: { 200: ZAuditTemplateDetailsSchema } },
      handler: (request) => archiveAuditTemplate(ctx, authOf(request), request.params.id, false),
    });
  };
}
