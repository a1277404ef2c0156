import { randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import type { StripeConfig } from '../../config.js';
import { AppError } from '../errors.js';
import type { BilledItem, BillingCompany, PaymentProvider, SubscriptionState } from './provider.js';
import { createStripeClient, isMissingAtStripe, stripeFailure } from './stripe-client.js';
import { createStripePriceBook } from './stripe-prices.js';

/*
 * Stripe as the payment provider. Every call that creates or changes something at Stripe carries
 * an idempotency key derived from our own record (the checkout session, the plan change, the
 * company), so a retried request is one request at Stripe. Outcomes come back through the
 * verified webhook (modules/payments/stripe-webhook.service.ts), never from the browser.
 */
export function createStripePaymentProvider(config: StripeConfig, publicUrl: string, log: FastifyBaseLogger): PaymentProvider {
  const stripe = createStripeClient(config);
  const prices = createStripePriceBook(stripe, log);
  const billingPage = `${publicUrl}/user/account#billing`;

  /** The company's customer at Stripe: the one it has, or a new one (one per company, by key). */
  async function customerOf(company: BillingCompany, email: string): Promise<string> {
    if (company.stripeCustomerId) return company.stripeCustomerId;
    const customer = await stripe.customers.create(
      { email, name: company.name, metadata: { hivisCompanyId: company.id } },
      { idempotencyKey: `hivis-customer-${company.id}` },
    );
    return customer.id;
  }

  async function priceIdsOf(items: BilledItem[]): Promise<Map<string, string>> {
    const found = await prices.find(items.map((item) => item.lookupKey));
    const missing = items.filter((item) => !found.has(item.lookupKey)).map((item) => item.lookupKey);
    if (missing.length > 0) throw prices.missing(missing);
    return new Map([...found].map(([key, price]) => [key, price.priceId]));
  }

  return {
    name: 'stripe',
    findPrices: (lookupKeys) => prices.find(lookupKeys),

    async createCheckout(request) {
      try {
        const priceIds = await priceIdsOf(request.items);
        const customer = await customerOf(request.company, request.customerEmail);
        const ours = { hivisSessionId: request.sessionId, hivisCompanyId: request.company.id };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer,
            client_reference_id: request.sessionId,
            metadata: ours,
            // The subscription carries our ids too, so its own events can be traced to the checkout.
            subscription_data: { metadata: ours },
            // One-off prices in subscription mode are charged with the first invoice.
            line_items: request.items.map((item) => ({ price: priceIds.get(item.lookupKey), quantity: item.quantity })),
            success_url: `${publicUrl}/purchase-complete`,
            cancel_url: `${publicUrl}/purchase-cancel`,
          },
          { idempotencyKey: `hivis-checkout-${request.sessionId}` },
        );
        if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not return a checkout page. Please try again.');
        return { url: session.url, providerSessionId: session.id, customerId: customer };
      } catch (error) {
        throw stripeFailure(error, log, 'create checkout');
      }
    },

    async openPortal(company) {
      if (!company.stripeCustomerId) {
        throw new AppError('CONFLICT', 'There are no billing details at Stripe for this account yet: buy a plan first.');
      }
      try {
        const session = await stripe.billingPortal.sessions.create(
          { customer: company.stripeCustomerId, return_url: billingPage },
          // A portal session is made per visit; the key only stops an SDK retry from making two.
          { idempotencyKey: `hivis-portal-${randomUUID()}` },
        );
        return session.url;
      } catch (error) {
        throw stripeFailure(error, log, 'open portal');
      }
    },

    hasPortal: (company) => company.stripeCustomerId !== null,

    async updatePlan(request) {
      const subscriptionId = request.company.stripeSubscriptionId;
      if (!subscriptionId) {
        throw new AppError('CONFLICT', 'This plan was not bought through Stripe, so it cannot be changed here. Please contact support.');
      }
      try {
        const priceIds = await priceIdsOf(request.items);
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const monthly = request.items.filter((item) => item.billing === 'monthly');
        const oneOff = request.items.filter((item) => item.billing === 'one_off');
        await stripe.subscriptions.update(
          subscriptionId,
          {
            items: itemChanges(subscription, monthly, priceIds),
            add_invoice_items: oneOff.map((item) => ({ price: priceIds.get(item.lookupKey), quantity: item.quantity })),
            // The difference is charged now; if the card fails, Stripe changes nothing and says so.
            proration_behavior: 'always_invoice',
            payment_behavior: 'error_if_incomplete',
            metadata: { hivisChangeId: request.changeId, hivisCompanyId: request.company.id },
          },
          { idempotencyKey: `hivis-plan-change-${request.changeId}` },
        );
      } catch (error) {
        throw stripeFailure(error, log, 'update plan');
      }
    },

    async cancelSubscription(company) {
      const subscriptionId = company.stripeSubscriptionId;
      if (!subscriptionId) return;
      try {
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') return;
        // Now, not at the period's end: the account closes now. Refunds are a support decision.
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false }, { idempotencyKey: `hivis-cancel-${subscriptionId}` });
      } catch (error) {
        if (isMissingAtStripe(error)) return;
        throw stripeFailure(error, log, 'cancel subscription');
      }
    },

    async readSubscription(subscriptionId) {
      try {
        return subscriptionState(await stripe.subscriptions.retrieve(subscriptionId));
      } catch (error) {
        if (isMissingAtStripe(error)) return null;
        throw stripeFailure(error, log, 'read subscription');
      }
    },
  };
}

/**
 * The subscription items that turn the current subscription into the wanted one: kept lookup
 * keys change quantity (and price, if the price behind the key was replaced), the rest are
 * removed, new ones added. Items are matched by lookup key because prices can be replaced at
 * Stripe (a new price takes over the key) without HiVis knowing the old price's id.
 */
function itemChanges(subscription: Stripe.Subscription, wanted: BilledItem[], priceIds: Map<string, string>): Stripe.SubscriptionUpdateParams.Item[] {
  const remaining = new Map(wanted.map((item) => [item.lookupKey, item.quantity]));
  const changes: Stripe.SubscriptionUpdateParams.Item[] = [];
  for (const item of subscription.items.data) {
    const key = item.price.lookup_key;
    const quantity = key ? remaining.get(key) : undefined;
    if (key && quantity !== undefined) {
      changes.push({ id: item.id, price: priceIds.get(key), quantity });
      remaining.delete(key);
    } else {
      changes.push({ id: item.id, deleted: true });
    }
  }
  for (const [key, quantity] of remaining) changes.push({ price: priceIds.get(key), quantity });
  return changes;
}

function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    items: subscription.items.data.map((item) => ({ lookupKey: item.price.lookup_key, quantity: item.quantity ?? 1 })),
  };
}
