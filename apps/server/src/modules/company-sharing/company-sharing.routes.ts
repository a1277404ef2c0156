import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanySharePreviewSchema, ZMessageSchema, ZShareCompanyDetailsSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getSharePreview, shareCompanyDetails } from './company-sharing.service.js';

/** /user/share-company-details (spec 2.2): paths ours, beside GET/PUT /api/v3/company. */
export function companySharingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/company/share-preview', {
      schema: { tags: ['company'], response: { 200: ZCompanySharePreviewSchema } },
      handler: (request) => getSharePreview(ctx, authOf(request)),
    });

    app.post('/api/v3/company/share', {
      config: { answers: [429] },
      schema: { tags: ['company'], body: ZShareCompanyDetailsSchema, response: { 200: ZMessageSchema } },
      handler: (request) => shareCompanyDetails(ctx, authOf(request), request.body),
    });
  };
}
