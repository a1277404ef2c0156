import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCreateDashboardLinkSchema,
  ZCreatedDashboardLinkSchema,
  ZDashboardCatalogueSchema,
  ZDashboardLinkParamsSchema,
  ZDashboardLinkSchema,
  ZDashboardLinksPageSchema,
  ZDashboardLinksQuerySchema,
  ZDashboardParamsSchema,
  ZDashboardSchema,
  ZEmbedTokenQuerySchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getDashboard, listDashboards } from './dashboards.service.js';
import { getEmbeddedDashboard } from './embed.service.js';
import { createDashboardLink, listDashboardLinksOf, revokeDashboardLinkOf } from './links.service.js';

const tags = ['dashboard'];

/** Dashboards for the account holder, their embed links, and the public read of an embed. */
export function dashboardsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/dashboard', {
      schema: { tags, response: { 200: ZDashboardCatalogueSchema } },
      handler: (request) => listDashboards(ctx, authOf(request)),
    });

    app.get('/api/v3/dashboard/:dashboardId', {
      schema: { tags, params: ZDashboardParamsSchema, response: { 200: ZDashboardSchema } },
      handler: (request) => getDashboard(ctx, authOf(request), request.params.dashboardId),
    });

    app.post('/api/v3/analytics/token', {
      schema: { tags, body: ZCreateDashboardLinkSchema, response: { 201: ZCreatedDashboardLinkSchema } },
      handler: async (request, reply) =>
        // The secret is in this answer only: no cache may keep it.
        reply
          .code(201)
          .header('cache-control', 'no-store')
          .send(await createDashboardLink(ctx, authOf(request), request.body)),
    });

    app.get('/api/v3/analytics/token', {
      schema: { tags, querystring: ZDashboardLinksQuerySchema, response: { 200: ZDashboardLinksPageSchema } },
      handler: (request) => listDashboardLinksOf(ctx, authOf(request), request.query),
    });

    app.delete('/api/v3/analytics/token/:id', {
      schema: { tags, params: ZDashboardLinkParamsSchema, response: { 200: ZDashboardLinkSchema } },
      handler: (request) => revokeDashboardLinkOf(ctx, authOf(request), request.params.id),
    });

    // Public: the token in the query is the only credential.
    app.get('/api/v3/embed/dashboard', {
      config: { answers: [404, 429] },
      schema: { tags, querystring: ZEmbedTokenQuerySchema, response: { 200: ZDashboardSchema } },
      handler: async (request, reply) => {
        const dashboard = await getEmbeddedDashboard(ctx, request.query.token, request.ip);
        // A revoked link must stop showing figures: nothing shared may cache the answer.
        return reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').send(dashboard);
      },
    });
  };
}
