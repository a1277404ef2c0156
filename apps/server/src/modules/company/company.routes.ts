import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCompanyDetailsSchema, ZCompanyDetailsInputSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getCompany, saveCompanyDetails } from './company.service.js';

export function companyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/company', {
      schema: { tags: ['company'], response: { 200: ZCompanyDetailsSchema } },
      handler: (request) => getCompany(ctx, authOf(request)),
    });

    app.put('/api/v3/company', {
      schema: { tags: ['company'], body: ZCompanyDetailsInputSchema, response: { 200: ZCompanyDetailsSchema } },
      handler: (request) => saveCompanyDetails(ctx, authOf(request), request.body),
    });
  };
}
