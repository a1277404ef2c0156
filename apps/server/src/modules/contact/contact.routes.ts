import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZContactUsSchema, ZMessageSchema, ZPublicConfigSchema } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { getPublicConfig, sendContactMessage } from './contact.service.js';

/**
 * Spec 7 families 'mail contactUs' and 'config' (paths not shown in the spec, so ours). Both are
 * public: the contact page is open to visitors and to every role, suspended accounts included.
 */
export function contactRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/mail/contact-us', {
      config: { answers: [429] },
      schema: { tags: ['contact'], body: ZContactUsSchema, response: { 200: ZMessageSchema } },
      handler: (request) => sendContactMessage(ctx, request.body, request.ip),
    });

    app.get('/api/v3/config/public', {
      schema: { tags: ['config'], response: { 200: ZPublicConfigSchema } },
      handler: () => getPublicConfig(ctx),
    });
  };
}
