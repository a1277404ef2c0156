import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBulkWorkActivitiesSchema,
  ZCreateTradeSchema,
  ZHighRisksQuerySchema,
  ZHighRisksSchema,
  ZLibraryActivitiesSchema,
  ZLibraryActivitySchema,
  ZLibraryDeletedSchema,
  ZLibraryScopeSchema,
  ZLibraryTradeReviewSchema,
  ZLibraryTradeReviewsSchema,
  ZRenameTradeSchema,
  ZSavePotentialHazardSchema,
  ZSaveWorkActivitySchema,
  ZScopeNameSchema,
  ZTradesQuerySchema,
  ZUpdatePotentialHazardSchema,
  ZUuidSchema,
  ZWhsActivitiesPageSchema,
  ZWhsActivitiesQuerySchema,
  ZWorkActivitiesQuerySchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import {
  bulkAddWorkActivities,
  createWorkActivity,
  deleteWorkActivity,
  getHighRisks,
  getWorkActivities,
  getWorkActivity,
  updateWorkActivity,
} from './activities.service.js';
import { addPotentialHazard, deletePotentialHazard, updatePotentialHazard } from './hazards.service.js';
import { makeActivityPublic, makeTradePublic } from './publish.service.js';
import { addScope, createTrade, deleteScope, deleteTrade, getScope, getTrade, getTrades, renameScope, renameTrade } from './trades.service.js';
import { searchWhsActivities } from './whs.service.js';

const params = z.object({ id: ZUuidSchema });

/** The SWMS library (spec 7: trades, workactivities, potentialhazards, whs activities). */
export function swmsLibraryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['swms-library'];
    const trade = ZLibraryTradeReviewSchema;
    app.get('/api/v3/trades', {
      schema: { tags, querystring: ZTradesQuerySchema, response: { 200: ZLibraryTradeReviewsSchema } },
      handler: (request) => getTrades(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/trades', {
      schema: { tags, body: ZCreateTradeSchema, response: { 201: trade } },
      handler: async (request, reply) => reply.code(201).send(await createTrade(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/trades/:id', {
      schema: { tags, params, response: { 200: trade } },
      handler: (request) => getTrade(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/trades/:id', {
      schema: { tags, params, body: ZRenameTradeSchema, response: { 200: trade } },
      handler: (request) => renameTrade(ctx, authOf(request), request.params.id, request.body.name),
    });
    app.delete('/api/v3/trades/:id', {
      schema: { tags, params, response: { 200: ZLibraryDeletedSchema } },
      handler: (request) => deleteTrade(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/trades/:id/set-public', {
      schema: { tags, params, response: { 200: trade } },
      handler: (request) => makeTradePublic(ctx, authOf(request), request.params.id),
    });
    app.post('/api/v3/trades/:id/scopes', {
      schema: { tags, params, body: ZScopeNameSchema, response: { 201: ZLibraryScopeSchema } },
      handler: async (request, reply) => reply.code(201).send(await addScope(ctx, authOf(request), request.params.id, request.body)),
    });
    app.get('/api/v3/scopes/:id', {
      schema: { tags, params, response: { 200: ZLibraryScopeSchema } },
      handler: (request) => getScope(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/scopes/:id', {
      schema: { tags, params, body: ZScopeNameSchema, response: { 200: ZLibraryScopeSchema } },
      handler: (request) => renameScope(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/scopes/:id', {
      schema: { tags, params, response: { 200: ZLibraryDeletedSchema } },
      handler: (request) => deleteScope(ctx, authOf(request), request.params.id),
    });

    // Static paths (highRisks, bulk) win over /{id} in the router.
    app.get('/api/v3/workactivities/highRisks', {
      schema: { tags, querystring: ZHighRisksQuerySchema, response: { 200: ZHighRisksSchema } },
      handler: (request) => getHighRisks(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/workactivities/bulk', {
      schema: { tags, body: ZBulkWorkActivitiesSchema, response: { 201: ZLibraryActivitiesSchema } },
      handler: async (request, reply) => reply.code(201).send(await bulkAddWorkActivities(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/workactivities', {
      schema: { tags, querystring: ZWorkActivitiesQuerySchema, response: { 200: ZLibraryActivitiesSchema } },
      handler: (request) => getWorkActivities(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/workactivities', {
      schema: { tags, body: ZSaveWorkActivitySchema, response: { 201: ZLibraryActivitySchema } },
      handler: async (request, reply) => reply.code(201).send(await createWorkActivity(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/workactivities/:id', {
      schema: { tags, params, response: { 200: ZLibraryActivitySchema } },
      handler: (request) => getWorkActivity(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/workactivities/:id', {
      schema: { tags, params, body: ZSaveWorkActivitySchema, response: { 200: ZLibraryActivitySchema } },
      handler: (request) => updateWorkActivity(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/workactivities/:id', {
      schema: { tags, params, response: { 200: ZLibraryDeletedSchema } },
      handler: (request) => deleteWorkActivity(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/workactivities/:id/set-public', {
      schema: { tags, params, response: { 200: ZLibraryActivitySchema } },
      handler: (request) => makeActivityPublic(ctx, authOf(request), request.params.id),
    });

    app.post('/api/v3/potentialhazards', {
      schema: { tags, body: ZSavePotentialHazardSchema, response: { 201: ZLibraryActivitySchema } },
      handler: async (request, reply) => reply.code(201).send(await addPotentialHazard(ctx, authOf(request), request.body)),
    });
    app.put('/api/v3/potentialhazards/:id', {
      schema: { tags, params, body: ZUpdatePotentialHazardSchema, response: { 200: ZLibraryActivitySchema } },
      handler: (request) => updatePotentialHazard(ctx, authOf(request), request.params.id, request.body),
    });
    app.delete('/api/v3/potentialhazards/:id', {
      schema: { tags, params, response: { 200: ZLibraryActivitySchema } },
      handler: (request) => deletePotentialHazard(ctx, authOf(request), request.params.id),
    });

    app.get('/api/v3/whs/activities', {
      schema: { tags, querystring: ZWhsActivitiesQuerySchema, response: { 200: ZWhsActivitiesPageSchema } },
      handler: (request) => searchWhsActivities(ctx, authOf(request), request.query),
    });
  };
}
