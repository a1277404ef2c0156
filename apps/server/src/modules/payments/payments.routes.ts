import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCheckoutResponseSchema,
  ZCheckoutSchema,
  ZCurrentPlanSchema,
  ZEstimateSchema,
  ZPageQuerySchema,
  ZPaymentHistoryPageSchema,
  ZPlansSchema,
  ZPortalResponseSchema,
  ZTestCheckoutSessionSchema,
  ZUuidSchema,
  ZWebhookReceiptSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { changePlan, listPaymentHistory, openBillingPortal } from './billing.service.js';
import { estimateCheckout, getCurrentPlan, getPlans, startCheckout } from './payments.service.js';
import { receiveStripeWebhook } from './stripe-webhook.service.js';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from './test-checkout.service.js';

const tags = ['payments'];
const ZSessionParamsSchema = z.object({ sessionId: ZUuidSchema });

/** Spec section 7, "Payments", plus the built-in test-mode checkout page's calls and Stripe's webhook. */
export function paymentsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v4/payments/plans', {
      config: { answers: [503] },
      schema: { tags, response: { 200: ZPlansSchema } },
      handler: () => getPlans(ctx),
    });

    app.post('/api/v4/payments/estimate', {
      schema: { tags, body: ZCheckoutSchema, response: { 200: ZEstimateSchema } },
      handler: (request) => estimateCheckout(ctx, request.body),
    });

    app.post('/api/v4/payments/checkout', {
      config: { answers: [503] },
      schema: { tags, body: ZCheckoutSchema, response: { 200: ZCheckoutResponseSchema } },
      handler: (request) => startCheckout(ctx, authOf(request), request.body),
    });

    app.get('/api/v4/payments/current', {
      schema: { tags, response: { 200: ZCurrentPlanSchema } },
      handler: (request) => getCurrentPlan(ctx, authOf(request)),
    });

    app.post('/api/v4/payments/portal', {
      schema: { tags, response: { 200: ZPortalResponseSchema } },
      handler: (request) => openBillingPortal(ctx, authOf(request)),
    });

    app.post('/api/v4/payments/update', {
      schema: { tags, body: ZCheckoutSchema, response: { 200: ZCurrentPlanSchema } },
      handler: (request) => changePlan(ctx, authOf(request), request.body),
    });

    app.get('/api/v4/payments/history', {
      schema: { tags, querystring: ZPageQuerySchema, response: { 200: ZPaymentHistoryPageSchema } },
      handler: (request) => listPaymentHistory(ctx, authOf(request), request.query),
    });

    app.get('/api/v4/payments/test-checkout/:sessionId', {
      schema: { tags, params: ZSessionParamsSchema, response: { 200: ZTestCheckoutSessionSchema } },
      handler: (request) => getTestCheckout(ctx, request.params.sessionId),
    });

    app.post('/api/v4/payments/test-checkout/:sessionId/pay', {
      // A checkout already paid, cancelled or expired.
      config: { answers: [409] },
      schema: { tags, params: ZSessionParamsSchema, response: { 200: ZCheckoutResponseSchema } },
      handler: (request) => payTestCheckout(ctx, request.params.sessionId),
    });

    app.post('/api/v4/payments/test-checkout/:sessionId/cancel', {
      // A checkout already paid, cancelled or expired.
      config: { answers: [409] },
      schema: { tags, params: ZSessionParamsSchema, response: { 200: ZCheckoutResponseSchema } },
      handler: (request) => cancelTestCheckout(ctx, request.params.sessionId),
    });

    await app.register(stripeWebhookRoute(ctx));
  };
}

/**
 * Its own plugin, so that its JSON parser (which keeps the raw bytes the signature is computed
 * over) applies to this route only; the rest of the API parses JSON as usual.
 */
function stripeWebhookRoute(ctx: AppContext): FastifyPluginAsyncZod {
  return async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post('/api/v4/payments/webhook/stripe', {
      // 404 while online payments are not set up (no Stripe keys).
      config: { answers: [404] },
      schema: { tags, response: { 200: ZWebhookReceiptSchema } },
      handler: (request) => receiveStripeWebhook(ctx, request.body, request.headers['stripe-signature']),
    });
  };
}
