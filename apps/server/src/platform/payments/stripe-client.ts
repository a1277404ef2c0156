import Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config.js';
import { AppError } from '../errors.js';

/** The SDK client: Stripe itself, or the host of STRIPE_API_URL (the tests' local stand-in). */
export function createStripeClient(config: StripeConfig): Stripe {
  const target = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    // Network failures are retried by the SDK with the same idempotency key, so a retry never doubles a charge.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'HiVis' },
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'http:' ? 80 : 443),
          protocol: target.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

/**
 * A Stripe failure in the words of the person who asked: a declined card is theirs to fix (400);
 * Stripe out of reach is a wait (503); anything else (a wrong key, a missing price) is ours to
 * fix, so it is logged in full and the person is told to try later or contact support.
 */
export function stripeFailure(error: unknown, log: FastifyBaseLogger, action: string): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new AppError('BAD_REQUEST', `The payment was declined: ${error.message} Please update your card in the billing portal and try again.`);
  }
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    log.warn({ err: error, action }, 'Stripe could not be reached');
    return new AppError('UNAVAILABLE', 'The payment service could not be reached. Please try again in a few minutes.');
  }
  log.error({ err: error, action }, 'Stripe refused a request: check the Stripe settings and products (docs/payments.md)');
  return new AppError('UNAVAILABLE', 'Online payment is not working on this server right now. Please try again later or contact support.');
}

/** True when Stripe says the object does not exist (deleted at Stripe, or made with another key). */
export function isMissingAtStripe(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}
