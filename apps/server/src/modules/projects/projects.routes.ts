import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZProjectSchema,
  ZProjectClientInputSchema,
  ZNewProjectSchema,
  ZProjectEditSchema,
  ZProjectPcInputSchema,
  ZProjectsPageSchema,
  ZProjectsQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import {
  createProject,
  getProject,
  listProjects,
  saveProject,
  saveProjectClient,
  saveProjectPrincipalContractor,
  setProjectArchived,
} from './projects.service.js';

const tags = ['project'];
const params = z.object({ id: ZUuidSchema });
const one = { 200: ZProjectSchema };

/** Projects (/worksite/{worksiteId}/project): work for a client at a worksite; jobs hang off them. */
export function projectsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/project', {
      schema: { tags, querystring: ZProjectsQuerySchema, response: { 200: ZProjectsPageSchema } },
      handler: (request) => listProjects(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/project', {
      schema: { tags, body: ZNewProjectSchema, response: { 201: ZProjectSchema } },
      handler: async (request, reply) => reply.code(201).send(await createProject(ctx, authOf(request), request.body)),
    });

    app.get('/api/v3/project/:id', {
      schema: { tags, params, response: one },
      handler: (request) => getProject(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/project/:id', {
      schema: { tags, params, body: ZProjectEditSchema, response: one },
      handler: (request) => saveProject(ctx, authOf(request), request.params.id, request.body),
    });

    app.put('/api/v3/project/:id/client-details', {
      schema: { tags, params, body: ZProjectClientInputSchema, response: one },
      handler: (request) => saveProjectClient(ctx, authOf(request), request.params.id, request.body),
    });

    app.put('/api/v3/project/:id/pc-details', {
      schema: { tags, params, body: ZProjectPcInputSchema, response: one },
      handler: (request) => saveProjectPrincipalContractor(ctx, authOf(request), request.params.id, request.body.principalContractor),
    });

    app.put('/api/v3/project/:id/archive', {
      schema: { tags, params, response: one },
      handler: (request) => setProjectArchived(ctx, authOf(request), request.params.id, true),
    });

    app.put('/api/v3/project/:id/restore', {
      schema: { tags, params, response: one },
      handler: (request) => setProjectArchived(ctx, authOf(request), request.params.id, false),
    });
  };
}
