import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZSendSwmsResultSchema,
  ZSendSwmsSchema,
  ZSignSwmsAsUserSchema,
  ZSignSwmsByRequestSchema,
  ZSwmsSignedSchema,
  ZSwmsSigningOverviewSchema,
  ZSwmsSigningRequestSchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../../platform/auth/authenticate.js';
import type { AppContext } from '../../../platform/context.js';
import { getSigningOverview } from './overview.service.js';
import { getSigningRequest } from './request.service.js';
import { sendSwms } from './send.service.js';
import { signAsUser, signByRequest } from './sign.service.js';

const params = z.object({ id: ZUuidSchema });
const linkParams = z.object({ id: z.uuid({ error: 'This signing link is not valid. Please check the link in your email.' }) });

/** Sending a SWMS for signing, signing it (signed in or through a link) and its sign-on status. */
export function swmsSigningRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['swms'];
    app.post('/api/v3/swms/send', {
      config: { answers: [429] },
      schema: { tags, body: ZSendSwmsSchema, response: { 200: ZSendSwmsResultSchema } },
      handler: (request) => sendSwms(ctx, authOf(request), request.body),
    });
    app.post('/api/v3/swms/sign/user', {
      schema: { tags, body: ZSignSwmsAsUserSchema, response: { 200: ZSwmsSignedSchema } },
      handler: (request) => signAsUser(ctx, authOf(request), request.body),
    });
    app.get('/api/v3/swms/:id/signing', {
      schema: { tags, params, response: { 200: ZSwmsSigningOverviewSchema } },
      handler: (request) => getSigningOverview(ctx, authOf(request), request.params.id),
    });

    // No login: the link's secret (the signing-request id) is the proof.
    app.get('/api/v3/swms/request/:id', {
      config: { answers: [410] },
      schema: { tags, params: linkParams, response: { 200: ZSwmsSigningRequestSchema } },
      handler: (request) => getSigningRequest(ctx, request.params.id, request.ip),
    });
    app.post('/api/v3/swms/sign/request', {
      config: { answers: [403, 404, 409, 410, 429] },
      schema: { tags, body: ZSignSwmsByRequestSchema, response: { 200: ZSwmsSigningRequestSchema } },
      handler: (request) => signByRequest(ctx, request.body, request.ip),
    });
  };
}
