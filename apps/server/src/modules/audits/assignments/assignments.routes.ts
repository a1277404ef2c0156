import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssignToCompanySchema,
  ZAssignToEmailsSchema,
  ZAssignToSiteSchema,
  ZAssignToUserSchema,
  ZAuditAssignmentListSchema,
  ZAuditAssignmentSchema,
  ZAuditAssignmentsQuerySchema,
  ZAuditDueListSchema,
  ZAuditScheduleEditSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../../platform/auth/authenticate.js';
import type { AppContext } from '../../../platform/context.js';
import {
  assignToCompany,
  assignToEmails,
  assignToSite,
  assignToUser,
  editAssignment,
  getAssignment,
  getAssignments,
  getAuditsDue,
  stopAssignment,
} from './assignments.service.js';

const params = z.object({ id: ZUuidSchema });

/** Spec 7 /audit/assign: assigning a template, once or on a schedule, and what is due for the caller. */
export function auditAssignmentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['audit'];
    app.get('/api/v3/audit/assign', {
      schema: { tags, querystring: ZAuditAssignmentsQuerySchema, response: { 200: ZAuditAssignmentListSchema } },
      handler: (request) => getAssignments(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/audit/assign/due', {
      schema: { tags, response: { 200: ZAuditDueListSchema } },
      handler: (request) => getAuditsDue(ctx, authOf(request)),
    });
    app.get('/api/v3/audit/assign/:id', {
      schema: { tags, params, response: { 200: ZAuditAssignmentSchema } },
      handler: (request) => getAssignment(ctx, authOf(request), request.params.id),
    });
    app.post('/api/v3/audit/assign/location', {
      schema: { tags, body: ZAssignToSiteSchema, response: { 201: ZAuditAssignmentSchema } },
      handler: async (request, reply) => reply.code(201).send(await assignToSite(ctx, authOf(request), request.body)),
    });
    app.post('/api/v3/audit/assign/user', {
      schema: { tags, body: ZAssignToUserSchema, response: { 201: ZAuditAssignmentSchema } },
      handler: async (request, reply) => reply.code(201).send(await assignToUser(ctx, authOf(request), request.body)),
    });
    app.post('/api/v3/audit/assign/company', {
      schema: { tags, body: ZAssignToCompanySchema, response: { 201: ZAuditAssignmentSchema } },
      handler: async (request, reply) => reply.code(201).send(await assignToCompany(ctx, authOf(request), request.body)),
    });
    // {id} is the template's: its web link goes to the addresses.
    app.post('/api/v3/audit/assign/:id/emails', {
      schema: { tags, params, body: ZAssignToEmailsSchema, response: { 201: ZAuditAssignmentSchema } },
      handler: async (request, reply) => reply.code(201).send(await assignToEmails(ctx, authOf(request), request.params.id, request.body)),
    });
    app.put('/api/v3/audit/assign/:id', {
      config: { answers: [409] },
      schema: { tags, params, body: ZAuditScheduleEditSchema, response: { 200: ZAuditAssignmentSchema } },
      handler: (request) => editAssignment(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/audit/assign/:id/stop', {
      schema: { tags, params, response: { 200: ZAuditAssignmentSchema } },
      handler: (request) => stopAssignment(ctx, authOf(request), request.params.id),
    });
  };
}
