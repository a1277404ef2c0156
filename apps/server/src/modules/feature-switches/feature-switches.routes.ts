import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZFeatureSwitchesSchema, ZUpdateFeatureSwitchesSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { getFeatureSwitches, updateFeatureSwitches } from './feature-switches.service.js';

const tags = ['feature'];

/** /manage-features: the account holder switches the plan's features on and off. */
export function featuresRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/feature', {
      schema: { tags, response: { 200: ZFeatureSwitchesSchema } },
      handler: (request) => getFeatureSwitches(ctx, authOf(request)),
    });

    app.put('/api/v3/feature', {
      schema: { tags, body: ZUpdateFeatureSwitchesSchema, response: { 200: ZFeatureSwitchesSchema } },
      handler: (request) => updateFeatureSwitches(ctx, authOf(request), request.body),
    });
  };
}
