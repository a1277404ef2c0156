import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddWorksitePhotoSchema,
  ZNewWorksiteSchema,
  ZUuidSchema,
  ZWorksiteEditSchema,
  ZWorksiteSchema,
  ZWorksitesPageSchema,
  ZWorksitesQuerySchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { addWorksitePhoto, createWorksite, getWorksite, listWorksites, removeWorksitePhoto, saveWorksite, setWorksiteArchived } from './worksites.service.js';

const tags = ['worksite'];
const params = z.object({ id: ZUuidSchema });
const photoParams = z.object({ id: ZUuidSchema, photoId: ZUuidSchema });
const one = { 200: ZWorksiteSchema };

/** Worksites (/worksite): the places where the company's work happens. */
export function worksitesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/worksite', {
      schema: { tags, querystring: ZWorksitesQuerySchema, response: { 200: ZWorksitesPageSchema } },
      handler: (request) => listWorksites(ctx, authOf(request), request.query),
    });

    app.post('/api/v3/worksite', {
      schema: { tags, body: ZNewWorksiteSchema, response: { 201: ZWorksiteSchema } },
      handler: async (request, reply) => reply.code(201).send(await createWorksite(ctx, authOf(request), request.body)),
    });

    app.get('/api/v3/worksite/:id', {
      schema: { tags, params, response: one },
      handler: (request) => getWorksite(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/worksite/:id', {
      schema: { tags, params, body: ZWorksiteEditSchema, response: one },
      handler: (request) => saveWorksite(ctx, authOf(request), request.params.id, request.body),
    });

    app.put('/api/v3/worksite/:id/archive', {
      schema: { tags, params, response: one },
      handler: (request) => setWorksiteArchived(ctx, authOf(request), request.params.id, true),
    });

    app.put('/api/v3/worksite/:id/restore', {
      schema: { tags, params, response: one },
      handler: (request) => setWorksiteArchived(ctx, authOf(request), request.params.id, false),
    });

    app.post('/api/v3/worksite/:id/photos', {
      schema: { tags, params, body: ZAddWorksitePhotoSchema, response: { 201: ZWorksiteSchema } },
      handler: async (request, reply) => reply.code(201).send(await addWorksitePhoto(ctx, authOf(request), request.params.id, request.body)),
    });

    app.delete('/api/v3/worksite/:id/photos/:photoId', {
      schema: { tags, params: photoParams, response: one },
      handler: (request) => removeWorksitePhoto(ctx, authOf(request), request.params.id, request.params.photoId),
    });
  };
}
