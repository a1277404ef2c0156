import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddJobFileSchema,
  ZNewJobSchema,
  ZJobEditSchema,
  ZJobNoteInputSchema,
  ZJobSavedSchema,
  ZJobSchema,
  ZJobStatusInputSchema,
  ZJobsPageSchema,
  ZJobsQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { addJobFile, addJobNote, removeJobFile } from './job-records.service.js';
import { createJob, getJob, listJobs, saveJob, setJobStatus } from './jobs.service.js';

const tags = ['job'];
const params = z.object({ id: ZUuidSchema });
const fileParams = z.object({ id: ZUuidSchema, fileId: ZUuidSchema });
const one = { 200: ZJobSchema };

/** Jobs (/job): units of work in a project, with their status, notes and files. */
export function jobsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/job', {
      schema: { tags, querystring: ZJobsQuerySchema, response: { 200: ZJobsPageSchema } },
      handler: (request) => listJobs(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/job', {
      schema: { tags, body: ZNewJobSchema, response: { 201: ZJobSchema } },
      handler: async (request, reply) => reply.code(201).send(await createJob(ctx, authOf(request), request.body)),
    });

    app.get('/api/v3/job/:id', {
      schema: { tags, params, response: one },
      handler: (request) => getJob(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/job/:id', {
      schema: { tags, params, body: ZJobEditSchema, response: { 200: ZJobSavedSchema } },
      handler: (request) => saveJob(ctx, authOf(request), request.params.id, request.body),
    });

    app.put('/api/v3/job/:id/status', {
      schema: { tags, params, body: ZJobStatusInputSchema, response: one },
      handler: (request) => setJobStatus(ctx, authOf(request), request.params.id, request.body.status),
    });

    app.post('/api/v3/job/:id/notes', {
      schema: { tags, params, body: ZJobNoteInputSchema, response: { 201: ZJobSchema } },
      handler: async (request, reply) => reply.code(201).send(await addJobNote(ctx, authOf(request), request.params.id, request.body)),
    });

    app.post('/api/v3/job/:id/files', {
      schema: { tags, params, body: ZAddJobFileSchema, response: { 201: ZJobSchema } },
      handler: async (request, reply) => reply.code(201).send(await addJobFile(ctx, authOf(request), request.params.id, request.body)),
    });

    app.delete('/api/v3/job/:id/files/:fileId', {
      schema: { tags, params: fileParams, response: one },
      handler: (request) => removeJobFile(ctx, authOf(request), request.params.id, request.params.fileId),
    });
  };
}
