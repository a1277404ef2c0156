import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACTIVATION_CODE_HEADER,
  ZAcceptPoliciesSchema,
  ZActivationCheckSchema,
  ZAuthUserSchema,
  ZConfirmEmailSchema,
  ZEmailConfirmedSchema,
  ZPoliciesAcceptedSchema,
  ZSignupSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { checkActivation, confirmEmail } from './email-confirmation.service.js';
import { acceptPolicies } from './policies.service.js';
import { registerAccount } from './signup.service.js';

const ACTIVATION_CODES = new Set(['EMPTY', 'INVALID', 'NOT_FOUND', 'ALREADY_ACTIVE']);

/** Sign-up and email confirmation (spec 7 "Auth", including the legacy /api/users calls). */
export function signupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/auth/register', {
      config: { answers: [429] },
      schema: { tags: ['auth'], body: ZSignupSchema, response: { 200: ZAuthUserSchema } },
      handler: (request) => registerAccount(ctx, request.body, request.ip),
    });

    app.put('/api/users/confirm', {
      config: { answers: [404] },
      schema: { tags: ['auth'], body: ZConfirmEmailSchema, response: { 200: ZEmailConfirmedSchema } },
      handler: (request) => confirmEmail(ctx, request.body),
    });

    app.get('/api/users/check_confirm', {
      config: { answers: [404, 409] },
      schema: { tags: ['auth'], response: { 200: ZActivationCheckSchema } },
      handler: (request) => {
        const header = request.headers[ACTIVATION_CODE_HEADER];
        return checkActivation(ctx, Array.isArray(header) ? header[0] : header);
      },
    });

    // The link in the confirmation mail: confirms, then sends the browser to the web app's page.
    app.get('/api/users/activate/:code', {
      config: { answers: [302] },
      schema: { tags: ['auth'], params: z.object({ code: z.string().max(200) }) },
      handler: async (request, reply) => {
        try {
          await confirmEmail(ctx, { activation_code: request.params.code });
          return reply.redirect('/email-confirmed', 302);
        } catch (error) {
          if (error instanceof AppError && ACTIVATION_CODES.has(error.code)) {
            return reply.redirect(`/email-activation-failed?error=${error.code}`, 302);
          }
          throw error;
        }
      },
    });

    app.put('/api/users/pp', {
      schema: { tags: ['auth'], body: ZAcceptPoliciesSchema, response: { 200: ZPoliciesAcceptedSchema } },
      handler: (request) => acceptPolicies(ctx, authOf(request), request.body),
    });
  };
}
