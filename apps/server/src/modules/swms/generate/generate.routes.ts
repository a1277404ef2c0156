import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSwmsSchema, ZUuidSchema } from '@hivis/contracts';
import { authOf } from '../../../platform/auth/authenticate.js';
import type { AppContext } from '../../../platform/context.js';
import { generateSwms } from './generate.service.js';

const params = z.object({ id: ZUuidSchema });

/** Issuing a SWMS: its PDF, version by version. */
export function swmsGenerateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/swms/:id/generate', {
      schema: { tags: ['swms'], params, response: { 200: ZSwmsSchema } },
      handler: (request) => generateSwms(ctx, authOf(request), request.params.id),
    });
  };
}
