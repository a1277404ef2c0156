import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCurrentUserSchema, ZUpdateProfileSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { updateOwnProfile } from './users.service.js';

export function usersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The signed-in person's own details (the /user/details screen).
    app.put('/api/v3/user/details', {
      schema: { tags: ['user'], body: ZUpdateProfileSchema, response: { 200: ZCurrentUserSchema } },
      handler: (request) => updateOwnProfile(ctx, authOf(request), request.body),
    });
  };
}
