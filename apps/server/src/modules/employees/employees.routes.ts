import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZEmployeeChangeSchema,
  ZEmployeeDetailsInputSchema,
  ZEmployeeSchema,
  ZEmployeesPageSchema,
  ZEmployeesQuerySchema,
  ZNewEmployeeInviteSchema,
  ZMessageSchema,
  ZNotificationSettingsInputSchema,
  ZNotificationSettingsSchema,
  ZOwnEmergencyContactSchema,
  ZOwnEmployeeSchema,
  ZQualificationInputSchema,
  ZQualificationSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getEmployee, inviteEmployee, listEmployees, resendInvite, saveEmployee } from './employees.service.js';
import { getNotificationSettings, saveNotificationSettings } from './notification-settings.service.js';
import { getOwnEmployee, saveOwnEmergencyContact } from './own-profile.service.js';
import { addQualification, removeQualification, saveQualification } from './qualifications.service.js';

const tags = ['employee'];
const params = z.object({ id: ZUuidSchema });
const qualificationParams = z.object({ id: ZUuidSchema, qualificationId: ZUuidSchema });

/** Employees (/staff/employee): the company's people, their details, licences and notifications. */
export function employeesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/employee', {
      schema: { tags, querystring: ZEmployeesQuerySchema, response: { 200: ZEmployeesPageSchema } },
      handler: (request) => listEmployees(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/employee/invite', {
      schema: { tags, body: ZNewEmployeeInviteSchema, response: { 201: ZEmployeeChangeSchema } },
      handler: async (request, reply) => reply.code(201).send(await inviteEmployee(ctx, authOf(request), request.body)),
    });

    // Static paths win over /:id in Fastify's router, so 'me' never reaches the id check.
    app.get('/api/v3/employee/me', {
      schema: { tags, response: { 200: ZOwnEmployeeSchema } },
      handler: (request) => getOwnEmployee(ctx, authOf(request)),
    });

    app.put('/api/v3/employee/me', {
      schema: { tags, body: ZOwnEmergencyContactSchema, response: { 200: ZOwnEmployeeSchema } },
      handler: (request) => saveOwnEmergencyContact(ctx, authOf(request), request.body),
    });

    app.get('/api/v3/employee/:id', {
      schema: { tags, params, response: { 200: ZEmployeeSchema } },
      handler: (request) => getEmployee(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/employee/:id', {
      schema: { tags, params, body: ZEmployeeDetailsInputSchema, response: { 200: ZEmployeeSchema } },
      handler: (request) => saveEmployee(ctx, authOf(request), request.params.id, request.body),
    });

    app.post('/api/v3/employee/:id/resend-invite', {
      schema: { tags, params, response: { 200: ZEmployeeChangeSchema } },
      handler: (request) => resendInvite(ctx, authOf(request), request.params.id),
    });

    app.post('/api/v3/employee/:id/qualification', {
      schema: { tags, params, body: ZQualificationInputSchema, response: { 201: ZQualificationSchema } },
      handler: async (request, reply) => reply.code(201).send(await addQualification(ctx, authOf(request), request.params.id, request.body)),
    });

    app.put('/api/v3/employee/:id/qualification/:qualificationId', {
      schema: { tags, params: qualificationParams, body: ZQualificationInputSchema, response: { 200: ZQualificationSchema } },
      handler: (request) => saveQualification(ctx, authOf(request), request.params.id, request.params.qualificationId, request.body),
    });

    app.delete('/api/v3/employee/:id/qualification/:qualificationId', {
      schema: { tags, params: qualificationParams, response: { 200: ZMessageSchema } },
      handler: (request) => removeQualification(ctx, authOf(request), request.params.id, request.params.qualificationId),
    });

    app.get('/api/v3/employee/:id/notification-settings', {
      schema: { tags, params, response: { 200: ZNotificationSettingsSchema } },
      handler: (request) => getNotificationSettings(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/employee/:id/notification-settings', {
      schema: { tags, params, body: ZNotificationSettingsInputSchema, response: { 200: ZNotificationSettingsSchema } },
      handler: (request) => saveNotificationSettings(ctx, authOf(request), request.params.id, request.body),
    });
  };
}
