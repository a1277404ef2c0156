import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAccountSetupInfoSchema,
  ZAccountSetupSchema,
  ZAuthUserSchema,
  ZChangePasswordSchema,
  ZCurrentUserSchema,
  ZImpersonateSchema,
  ZLoginRequestSchema,
  ZMessageSchema,
  ZPasswordResetTokenInfoSchema,
  ZRequestPasswordResetSchema,
  ZResetPasswordSchema,
  ZTokenPairSchema,
} from '@hivis/contracts';
import { authOf, bearerToken } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { completeAccountSetup, getAccountSetup } from './account-setup.service.js';
import { getCurrentUser, impersonateUser, login, logout, refreshTokens } from './auth.service.js';
import { changePassword, checkPasswordResetToken, requestPasswordReset, resetPassword } from './password.service.js';

const tags = ['auth'];
const ZSecretParamSchema = z.string().min(10, 'The link is incomplete.').max(200, 'The link is not valid.');

/** Spec section 7, "Auth": paths, methods and fields exactly as the web client calls them. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/auth/login', {
      config: { answers: [401, 403, 429] },
      schema: { tags, body: ZLoginRequestSchema, response: { 200: ZAuthUserSchema } },
      handler: (request) => login(ctx, request.body, request.ip),
    });

    app.get('/api/v3/auth/info', {
      schema: { tags, response: { 200: ZCurrentUserSchema } },
      handler: (request) => getCurrentUser(ctx, authOf(request)),
    });

    // The bearer of this call is the refresh token, not the access token.
    app.get('/api/v3/auth/refresh', {
      config: { answers: [401] },
      schema: { tags, response: { 200: ZTokenPairSchema } },
      handler: (request) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('tokenInvalid: send the refresh token as the bearer.');
        return refreshTokens(ctx, token);
      },
    });

    // Signing out ends the session on the server too; the bearer is the refresh token.
    app.post('/api/v3/auth/logout', {
      config: { answers: [401] },
      schema: { tags, response: { 204: z.null() } },
      handler: async (request, reply) => {
        const token = bearerToken(request);
        if (!token) throw unauthorized('tokenInvalid: send the refresh token as the bearer.');
        await logout(ctx, token);
        return reply.code(204).send(null);
      },
    });

    app.post('/api/v3/auth/reset', {
      schema: { tags, body: ZRequestPasswordResetSchema, response: { 200: ZMessageSchema } },
      handler: (request) => requestPasswordReset(ctx, request.body),
    });

    app.get('/api/v3/auth/reset/:token', {
      schema: { tags, params: z.object({ token: ZSecretParamSchema }), response: { 200: ZPasswordResetTokenInfoSchema } },
      handler: (request) => checkPasswordResetToken(ctx, request.params.token),
    });

    app.put('/api/v3/auth/reset', {
      schema: { tags, body: ZResetPasswordSchema, response: { 200: ZMessageSchema } },
      handler: (request) => resetPassword(ctx, request.body),
    });

    app.put('/api/v3/auth/change', {
      schema: { tags, body: ZChangePasswordSchema, response: { 200: ZMessageSchema } },
      handler: (request) => changePassword(ctx, authOf(request), request.body),
    });

    app.get('/api/v3/auth/setup/:id', {
      schema: { tags, params: z.object({ id: ZSecretParamSchema }), response: { 200: ZAccountSetupInfoSchema } },
      handler: (request) => getAccountSetup(ctx, request.params.id),
    });

    app.post('/api/v3/auth/setup/', {
      schema: { tags, body: ZAccountSetupSchema, response: { 200: ZMessageSchema } },
      handler: (request) => completeAccountSetup(ctx, request.body),
    });

    app.post('/api/v3/auth/impersonate', {
      config: { answers: [404] },
      schema: { tags, body: ZImpersonateSchema, response: { 200: ZAuthUserSchema } },
      handler: (request) => impersonateUser(ctx, authOf(request), request.body),
    });
  };
}
