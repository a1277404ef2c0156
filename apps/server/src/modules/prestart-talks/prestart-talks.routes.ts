import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZNewPrestartTalkSchema,
  ZPrestartTalkAttendeeSchema,
  ZPrestartTalkPdfSchema,
  ZPrestartTalkSchema,
  ZPrestartTalksPageSchema,
  ZPrestartTalksQuerySchema,
  ZPrestartTalksTodaySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { signOnAttendee } from './prestart-talk-attendee.service.js';
import { getPrestartTalk, prestartTalkPdf, recordPrestartTalk } from './prestart-talk.service.js';
import { listTalks, talksToday } from './prestart-talks-list.service.js';

const params = z.object({ id: ZUuidSchema });

/** Pre-start talks (spec 2.2 /pst; docs/prestart-talks.md). */
export function prestartTalksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['prestart-talk'];
    const talk = { 200: ZPrestartTalkSchema };
    app.get('/api/v3/prestart-talk', {
      schema: { tags, querystring: ZPrestartTalksQuerySchema, response: { 200: ZPrestartTalksPageSchema } },
      handler: (request) => listTalks(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/prestart-talk/today', {
      schema: { tags, response: { 200: ZPrestartTalksTodaySchema } },
      handler: (request) => talksToday(ctx, authOf(request)),
    });
    app.post('/api/v3/prestart-talk', {
      schema: { tags, body: ZNewPrestartTalkSchema, response: { 201: ZPrestartTalkSchema } },
      handler: async (request, reply) => reply.code(201).send(await recordPrestartTalk(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/prestart-talk/:id', {
      schema: { tags, params, response: talk },
      handler: (request) => getPrestartTalk(ctx, authOf(request), request.params.id),
    });
    app.post('/api/v3/prestart-talk/:id/attendee', {
      schema: { tags, params, body: ZPrestartTalkAttendeeSchema, response: talk },
      handler: (request) => signOnAttendee(ctx, authOf(request), request.params.id, request.body),
    });
    app.post('/api/v3/prestart-talk/:id/pdf', {
      schema: { tags, params, response: { 200: ZPrestartTalkPdfSchema } },
      handler: (request) => prestartTalkPdf(ctx, authOf(request), request.params.id),
    });
  };
}
