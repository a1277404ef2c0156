import type { FastifyBaseLogger } from 'fastify';
import type { TPaymentProviderName } from '@hivis/contracts';
import type { Config } from '../../config.js';
import { createStripePaymentProvider } from './stripe-provider.js';
import { createTestPaymentProvider } from './test-provider.js';

/** The company as a payment provider sees it. */
export type BillingCompany = {
  id: string;
  name: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

/** One thing billed, named by its catalogue lookup key (docs/payments.md lists them). */
export type BilledItem = { lookupKey: string; quantity: number; billing: 'monthly' | 'one_off' };

export type CheckoutRequest = {
  /** Our checkout session id; the provider hands it back with its events. */
  sessionId: string;
  company: BillingCompany;
  customerEmail: string;
  items: BilledItem[];
};

export type CreatedCheckout = {
  url: string;
  providerSessionId: string;
  /** The provider's customer for the company, when one was made or reused; null in test mode. */
  customerId: string | null;
};

export type PlanChangeRequest = {
  /** Our record of the change (a checkout_sessions row); also the idempotency key's seed. */
  changeId: string;
  company: BillingCompany;
  items: BilledItem[];
};

/** A price at the provider, found by its lookup key. */
export type ProviderPrice = {
  lookupKey: string;
  priceId: string;
  unitAmountCents: number | null;
  currency: string;
  type: 'recurring' | 'one_time';
  /** month, year...; null for one-off prices. */
  interval: string | null;
  intervalCount: number | null;
};

/** A subscription as it stands at the provider now (not as an event described it). */
export type SubscriptionState = {
  id: string;
  customerId: string;
  /** Stripe's status: active, trialing, past_due, unpaid, incomplete, incomplete_expired, canceled, paused. */
  status: string;
  items: Array<{ lookupKey: string | null; quantity: number }>;
};

/**
 * What a payment provider does for HiVis. Outcomes come back as payment events (see
 * modules/payments/payment-events.service.ts), which every provider feeds into the same
 * applyPaymentEvent, so a plan changes one way whoever took the money.
 */
export type PaymentProvider = {
  readonly name: TPaymentProviderName;
  /** Prices by lookup key, or null when the catalogue's own prices apply (test mode). */
  findPrices: (lookupKeys: readonly string[]) => Promise<Map<string, ProviderPrice> | null>;
  /** A hosted checkout for a priced cart; the browser is sent to its url. */
  createCheckout: (request: CheckoutRequest) => Promise<CreatedCheckout>;
  /** Where the account holder manages cards and invoices. */
  openPortal: (company: BillingCompany) => Promise<string>;
  /** Whether openPortal leads to a provider's portal for this company. */
  hasPortal: (company: BillingCompany) => boolean;
  /**
   * Changes the plan of a paying company. Resolves once the provider has accepted (and charged)
   * the change; the caller then applies it through the payment-event path.
   */
  updatePlan: (request: PlanChangeRequest) => Promise<void>;
  /** Stops billing the company (the owner closed the account). Safe to call more than once. */
  cancelSubscription: (company: BillingCompany) => Promise<void>;
  /** The subscription's current state, or null when the provider has none (test mode). */
  readSubscription: (subscriptionId: string) => Promise<SubscriptionState | null>;
};

/**
 * The provider of this server: Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test
 * mode when PAYMENTS_TEST_MODE allows it; otherwise none, so that a production server without a
 * real provider does not hand out plans (checkout answers 503).
 */
export function createPaymentProvider(config: Config, log: FastifyBaseLogger): PaymentProvider | null {
  if (config.stripe) return createStripePaymentProvider(config.stripe, config.publicUrl, log);
  return config.paymentsTestMode ? createTestPaymentProvider(config.publicUrl) : null;
}
