import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApproveWeekInputSchema,
  ZApproveWeekResultSchema,
  ZClockActionInputSchema,
  ZClockInInputSchema,
  ZClockOutInputSchema,
  ZCorrectTimeEntryInputSchema,
  ZCurrentShiftSchema,
  ZJobTimesheetQuerySchema,
  ZJobTimesheetSchema,
  ZTimeEntrySchema,
  ZTimesheetExportQuerySchema,
  ZTimesheetWeekQuerySchema,
  ZTimesheetWeekSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { clockIn, clockOut, endBreak, getCurrentShift, startBreak } from './clock.service.js';
import { exportTimesheetCsv } from './export.service.js';
import { approveTimesheetWeek, correctTimeEntry, getJobTimesheet, getTimesheetWeek } from './office.service.js';

const tags = ['timesheet'];
const params = z.object({ id: ZUuidSchema });
const one = { 200: ZTimeEntrySchema };

/** Timesheets: clocking on the phone, the week for the office, the CSV for payroll. */
export function timesheetsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/timesheet/current', {
      schema: { tags, response: { 200: ZCurrentShiftSchema } },
      handler: (request) => getCurrentShift(ctx, authOf(request)),
    });

    app.post('/api/v3/timesheet/clock-in', {
      schema: { tags, body: ZClockInInputSchema, response: { 201: ZTimeEntrySchema } },
      handler: async (request, reply) => reply.code(201).send(await clockIn(ctx, authOf(request), request.body)),
    });

    // A break sent at the desk has no body; one queued on a phone carries its command fields.
    app.post('/api/v3/timesheet/:id/break/start', {
      schema: { tags, params, body: ZClockActionInputSchema.nullish(), response: one },
      handler: (request) => startBreak(ctx, authOf(request), request.params.id, request.body ?? {}),
    });

    app.post('/api/v3/timesheet/:id/break/end', {
      schema: { tags, params, body: ZClockActionInputSchema.nullish(), response: one },
      handler: (request) => endBreak(ctx, authOf(request), request.params.id, request.body ?? {}),
    });

    app.post('/api/v3/timesheet/:id/clock-out', {
      // Every field is optional: a phone without location sends {}.
      schema: { tags, params, body: ZClockOutInputSchema, response: one },
      handler: (request) => clockOut(ctx, authOf(request), request.params.id, request.body),
    });

    app.get('/api/v3/timesheet/week', {
      schema: { tags, querystring: ZTimesheetWeekQuerySchema, response: { 200: ZTimesheetWeekSchema } },
      handler: (request) => getTimesheetWeek(ctx, authOf(request), request.query),
    });

    app.put('/api/v3/timesheet/week/approve', {
      schema: { tags, body: ZApproveWeekInputSchema, response: { 200: ZApproveWeekResultSchema } },
      handler: (request) => approveTimesheetWeek(ctx, authOf(request), request.body),
    });

    app.put('/api/v3/timesheet/:id', {
      schema: { tags, params, body: ZCorrectTimeEntryInputSchema, response: one },
      handler: (request) => correctTimeEntry(ctx, authOf(request), request.params.id, request.body),
    });

    app.get('/api/v3/timesheet/export', {
      schema: { tags, querystring: ZTimesheetExportQuerySchema },
      handler: async (request, reply) => {
        const csv = await exportTimesheetCsv(ctx, authOf(request), request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('cache-control', 'no-store')
          .send(csv.body);
      },
    });

    app.get('/api/v3/job/:id/timesheet', {
      schema: { tags, params, querystring: ZJobTimesheetQuerySchema, response: { 200: ZJobTimesheetSchema } },
      handler: (request) => getJobTimesheet(ctx, authOf(request), request.params.id, request.query),
    });
  };
}
