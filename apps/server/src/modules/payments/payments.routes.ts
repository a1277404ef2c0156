import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckoutResponseSchema,
  ZCheckoutSchema,
  ZCurrentPlanSchema,
  ZEstimateSchema,
  ZPlansSchema,
  ZTestCheckoutSessionSchema,
  ZUuid,
} from '@hivis/contracts';
import { authOf, requireAuth } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { estimateCheckout, getCurrentPlan, getPlans, startCheckout } from './payments.service.js';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from './test-checkout.service.js';

const tags = ['payments'];
const ZSessionParams = z.object({ sessionId: ZUuid });

/** Spec section 7, "Payments", plus the built-in test-mode checkout page's calls. */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireAuth(ctx.accessTokens);
  return async (app) => {
    app.get('/api/v4/payments/plans', {
      schema: { tags, response: { 200: ZPlansSchema } },
      handler: () => getPlans(),
    });

    app.post('/api/v4/payments/estimate', {
      schema: { tags, body: ZCheckoutSchema, response: { 200: ZEstimateSchema } },
      handler: (request) => estimateCheckout(request.body),
    });

    app.post('/api/v4/payments/checkout', {
      schema: { tags, body: ZCheckoutSchema, response: { 200: ZCheckoutResponseSchema } },
      onRequest: signedIn,
      handler: (request) => startCheckout(ctx, authOf(request), request.body),
    });

    app.get('/api/v4/payments/current', {
      schema: { tags, response: { 200: ZCurrentPlanSchema } },
      onRequest: signedIn,
      handler: (request) => getCurrentPlan(ctx, authOf(request)),
    });

    app.get('/api/v4/payments/test-checkout/:sessionId', {
      schema: { tags, params: ZSessionParams, response: { 200: ZTestCheckoutSessionSchema } },
      handler: (request) => getTestCheckout(ctx, request.params.sessionId),
    });

    app.post('/api/v4/payments/test-checkout/:sessionId/pay', {
      schema: { tags, params: ZSessionParams, response: { 200: ZCheckoutResponseSchema } },
      handler: (request) => payTestCheckout(ctx, request.params.sessionId),
    });

    app.post('/api/v4/payments/test-checkout/:sessionId/cancel', {
      schema: { tags, params: ZSessionParams, response: { 200: ZCheckoutResponseSchema } },
      handler: (request) => cancelTestCheckout(ctx, request.params.sessionId),
    });
  };
}
