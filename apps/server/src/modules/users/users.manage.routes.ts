import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZChangeUserRoleSchema, ZCompanyUserChangeSchema, ZCompanyUsersPageSchema, ZCompanyUsersQuerySchema, ZUuidSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { changeUserRole, deactivateUser, listUsers, reactivateUser } from './users.manage.service.js';

const tags = ['user'];
const params = z.object({ id: ZUuidSchema });

/** User Account Management (/user/manage): the account holder's view of the company's people. */
export function userManagementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/user', {
      schema: { tags, querystring: ZCompanyUsersQuerySchema, response: { 200: ZCompanyUsersPageSchema } },
      handler: (request) => listUsers(ctx, authOf(request), request.query),
    });

    app.put('/api/v3/user/:id/role', {
      schema: { tags, params, body: ZChangeUserRoleSchema, response: { 200: ZCompanyUserChangeSchema } },
      handler: (request) => changeUserRole(ctx, authOf(request), request.params.id, request.body.role),
    });

    app.put('/api/v3/user/:id/deactivate', {
      schema: { tags, params, response: { 200: ZCompanyUserChangeSchema } },
      handler: (request) => deactivateUser(ctx, authOf(request), request.params.id),
    });

    app.put('/api/v3/user/:id/reactivate', {
      schema: { tags, params, response: { 200: ZCompanyUserChangeSchema } },
      handler: (request) => reactivateUser(ctx, authOf(request), request.params.id),
    });
  };
}
