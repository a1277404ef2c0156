import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPageQuerySchema, ZReferralInviteSchema, ZReferralPageSchema, ZReferralSentSchema } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { inviteFriend, listReferrals } from './referrals.service.js';

/** 'Invite a friend' (spec 2.5 modal; the spec's client never wired its call, so the paths are ours). */
export function referralsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/v3/referrals', {
      config: { answers: [429] },
      schema: { tags: ['referrals'], body: ZReferralInviteSchema, response: { 200: ZReferralSentSchema } },
      handler: (request) => inviteFriend(ctx, authOf(request), request.body),
    });

    app.get('/api/v3/referrals', {
      schema: { tags: ['referrals'], querystring: ZPageQuerySchema, response: { 200: ZReferralPageSchema } },
      handler: (request) => listReferrals(ctx, authOf(request), request.query),
    });
  };
}
