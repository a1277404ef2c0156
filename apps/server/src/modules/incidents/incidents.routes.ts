import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZFileSchema,
  ZIncidentActionBodySchema,
  ZIncidentActionDoneSchema,
  ZIncidentAssessmentBodySchema,
  ZIncidentDetailsSchema,
  ZIncidentInvestigationBodySchema,
  ZIncidentNotificationBodySchema,
  ZIncidentPdfRequestSchema,
  ZIncidentReportSchema,
  ZIncidentSignOffBodySchema,
  ZIncidentsPageSchema,
  ZIncidentsQuerySchema,
  ZNewIncidentSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { answerAssessment, editIncident, getIncident, recordNotification, reportIncident } from './incident-report.service.js';
import {
  addCorrectiveAction,
  changeCorrectiveAction,
  deleteIncident,
  markCorrectiveActionDone,
  saveInvestigation,
  signOffIncident,
} from './incident-investigation.service.js';
import { getIncidents } from './incidents-list.service.js';
import { exportIncidentPdf } from './incident-pdf/incident-pdf.service.js';

const params = z.object({ id: ZUuidSchema });
const actionParams = z.object({ actionId: ZUuidSchema });

/** Incident reports (spec 2.2 /incident-reports; the API in the style of spec 7's families). */
export function incidentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['incident'];
    const details = { 200: ZIncidentDetailsSchema };
    app.get('/api/v3/incident', {
      schema: { tags, querystring: ZIncidentsQuerySchema, response: { 200: ZIncidentsPageSchema } },
      handler: (request) => getIncidents(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/incident', {
      schema: { tags, body: ZNewIncidentSchema, response: { 201: ZIncidentDetailsSchema } },
      handler: async (request, reply) => reply.code(201).send(await reportIncident(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/incident/:id', {
      schema: { tags, params, response: details },
      handler: (request) => getIncident(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/incident/:id', {
      schema: { tags, params, body: ZIncidentReportSchema, response: details },
      handler: (request) => editIncident(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/incident/:id', {
      schema: { tags, params, response: { 204: z.null() } },
      handler: async (request, reply) => {
        await deleteIncident(ctx, authOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    });
    app.put('/api/v3/incident/:id/assessment', {
      schema: { tags, params, body: ZIncidentAssessmentBodySchema, response: details },
      handler: (request) => answerAssessment(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/incident/:id/notification', {
      schema: { tags, params, body: ZIncidentNotificationBodySchema, response: details },
      handler: (request) => recordNotification(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/incident/:id/investigation', {
      schema: { tags, params, body: ZIncidentInvestigationBodySchema, response: details },
      handler: (request) => saveInvestigation(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/incident/:id/action', {
      schema: { tags, params, body: ZIncidentActionBodySchema, response: details },
      handler: (request) => addCorrectiveAction(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/incident/:id/sign-off', {
      schema: { tags, params, body: ZIncidentSignOffBodySchema, response: details },
      handler: (request) => signOffIncident(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/incident/action/:actionId', {
      schema: { tags, params: actionParams, body: ZIncidentActionBodySchema, response: details },
      handler: (request) => changeCorrectiveAction(ctx, authOf(request), request.params.actionId, request.body),
    });
    app.put('/api/v3/incident/action/:actionId/done', {
      schema: { tags, params: actionParams, body: ZIncidentActionDoneSchema, response: details },
      handler: (request) => markCorrectiveActionDone(ctx, authOf(request), request.params.actionId, request.body),
    });
    app.post('/api/v3/export/incident/pdf', {
      schema: { tags, body: ZIncidentPdfRequestSchema, response: { 200: ZFileSchema } },
      handler: (request) => exportIncidentPdf(ctx, authOf(request), request.body.incidentId),
    });
  };
}
