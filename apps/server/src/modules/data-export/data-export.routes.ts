import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { exportCompanyData } from './data-export.service.js';

/** /data-management: every record of the company as CSV files in one ZIP. */
export function dataExportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/data-management/export', {
      schema: { tags: ['data-management'] },
      handler: async (request, reply) => {
        const download = await exportCompanyData(ctx, authOf(request));
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="${download.filename}"`)
          .header('cache-control', 'no-store')
          .send(download.body);
      },
    });
  };
}
