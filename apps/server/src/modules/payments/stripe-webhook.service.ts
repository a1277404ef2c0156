import Stripe from 'stripe';
import { z } from 'zod';
import type { TWebhookReceipt } from '@hivis/contracts';
import { ZUuidSchema } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { PaymentEvent } from './payment-events.service.js';
import { applyPaymentEvent } from './payment-events.service.js';

/*
 * POST /api/v4/payments/webhook/stripe: Stripe tells us what happened. The signature is checked
 * on the exact bytes received, before anything is read or recorded; then the event is put in our
 * words and applied once by its id (payment_events). A signed event we do not use is recorded as
 * 'ignored' and answered 200, so Stripe stops sending it.
 */

const ZIdSchema = z.string().min(1);
/** Stripe sends ids unless an object was expanded; either way we need the id. */
const ZRefSchema = z.union([ZIdSchema, z.object({ id: ZIdSchema })]).transform((value) => (typeof value === 'string' ? value : value.id));

const ZEnvelopeSchema = z.object({
  id: ZIdSchema,
  type: ZIdSchema,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const ZCheckoutSessionSchema = z.object({
  id: ZIdSchema,
  client_reference_id: z.string().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  payment_status: z.string().nullish(),
  customer: ZRefSchema.nullish(),
  subscription: ZRefSchema.nullish(),
});
const ZSubscriptionSchema = z.object({ id: ZIdSchema, customer: ZRefSchema });
const ZInvoiceSchema = z.object({
  id: ZIdSchema,
  customer: ZRefSchema.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ZRefSchema }).nullish() }).nullish(),
});

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed']);

export async function receiveStripeWebhook(ctx: AppContext, rawBody: unknown, signature: string | string[] | undefined): Promise<TWebhookReceipt> {
  const secret = ctx.config.stripe?.webhookSecret;
  if (!secret || ctx.payments?.name !== 'stripe') throw new AppError('NOT_FOUND', 'Stripe payments are not set up on this server.');
  if (typeof signature !== 'string' || signature === '') {
    throw new AppError('BAD_REQUEST', 'The Stripe-Signature header is missing: only Stripe can send events here.');
  }
  if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) throw new AppError('BAD_REQUEST', 'The event body is empty.');
  const event = verify(ctx, rawBody, signature, secret);
  const ours = translate(event);
  const outcome = await applyPaymentEvent(ctx, ours);
  return { received: true, outcome };
}

function verify(ctx: AppContext, rawBody: Buffer, signature: string, secret: string): z.infer<typeof ZEnvelopeSchema> {
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      ctx.log.warn({ reason: error.message }, 'Stripe webhook with a bad signature refused');
      throw new AppError('BAD_REQUEST', 'The Stripe-Signature header does not match this body (or is too old): the event was not accepted.');
    }
    throw new AppError('BAD_REQUEST', 'The event body is not JSON.');
  }
  const envelope = ZEnvelopeSchema.safeParse(parsed);
  if (!envelope.success) throw new AppError('BAD_REQUEST', 'The event has no id, type or data object.');
  return envelope.data;
}

/** The event in our words; a signed event whose object lacks what we need is a 400 (nothing recorded). */
function translate(event: z.infer<typeof ZEnvelopeSchema>): PaymentEvent {
  const object = event.data.object;
  const ignored: PaymentEvent = { id: event.id, type: 'ignored', providerType: event.type, reason: 'ignored' };
  if (event.type.startsWith('checkout.session.')) {
    const session = parseObject(ZCheckoutSessionSchema, object, event.type);
    const sessionId = ourSessionId(session);
    if (!sessionId) return ignored;
    switch (event.type) {
      case 'checkout.session.completed':
        // Paid by a method that settles later: checkout.session.async_payment_succeeded completes it.
        if (session.payment_status === 'unpaid') return { ...ignored, reason: 'awaiting_payment', sessionId };
        return completed(event.id, sessionId, session);
      case 'checkout.session.async_payment_succeeded':
        return completed(event.id, sessionId, session);
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return { id: event.id, type: 'checkout.cancelled', sessionId };
      default:
        return { ...ignored, sessionId };
    }
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = parseObject(ZSubscriptionSchema, object, event.type);
    return { id: event.id, type: 'subscription.changed', subscriptionId: subscription.id, customerId: subscription.customer, providerType: event.type };
  }
  if (INVOICE_EVENTS.has(event.type)) {
    const invoice = parseObject(ZInvoiceSchema, object, event.type);
    const subscriptionId = invoice.parent?.subscription_details?.subscription;
    // An invoice outside a subscription changes no plan.
    if (!subscriptionId || !invoice.customer) return ignored;
    return { id: event.id, type: 'subscription.changed', subscriptionId, customerId: invoice.customer, providerType: event.type };
  }
  return ignored;
}

function completed(id: string, sessionId: string, session: z.infer<typeof ZCheckoutSessionSchema>): PaymentEvent {
  return { id, type: 'checkout.completed', sessionId, billing: { customerId: session.customer ?? null, subscriptionId: session.subscription ?? null } };
}

/** Our checkout session id, if this Stripe session is one of ours (we set both when creating it). */
function ourSessionId(session: z.infer<typeof ZCheckoutSessionSchema>): string | null {
  const candidate = session.client_reference_id ?? session.metadata?.hivisSessionId ?? null;
  return candidate && ZUuidSchema.safeParse(candidate).success ? candidate : null;
}

function parseObject<T extends z.ZodType>(schema: T, object: unknown, type: string): z.infer<T> {
  const parsed = schema.safeParse(object);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(object)').join(', ');
  throw new AppError('BAD_REQUEST', `The ${type} event's object is not what Stripe sends (check: ${fields}); the event was not accepted.`);
}
