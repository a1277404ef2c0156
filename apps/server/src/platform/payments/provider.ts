import type { TEstimate } from '@hivis/contracts';
import type { Config } from '../../config.js';

export type CheckoutRequest = {
  /** Our checkout session id; the provider hands it back with its events. */
  sessionId: string;
  companyId: string;
  customerEmail: string;
  estimate: TEstimate;
};

export type CreatedCheckout = { url: string; providerSessionId: string };

/**
 * What a payment provider does for HiVis: start a hosted checkout for a priced cart and send the
 * browser there. Its outcome comes back as payment events (see modules/payments/payment-events),
 * which every provider feeds into the same applyPaymentEvent.
 */
export type PaymentProvider = {
  readonly name: 'test';
  createCheckout: (request: CheckoutRequest) => Promise<CreatedCheckout>;
};

/**
 * The built-in test mode: no money moves. The checkout page is HiVis's own
 * (/checkout/test/{sessionId}), whose Pay and Cancel buttons raise the same events a real
 * provider's webhook would. It is the only provider so far: there are no Stripe settings yet.
 */
export function createTestPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    createCheckout: (request) =>
      Promise.resolve({ url: `${publicUrl}/checkout/test/${request.sessionId}`, providerSessionId: `test_${request.sessionId}` }),
  };
}

/**
 * The provider of this server, or none: a production server without a real provider must not
 * hand out plans through the test mode, so checkout answers 503 there unless PAYMENTS_TEST_MODE=true.
 */
export function createPaymentProvider(config: Config): PaymentProvider | null {
  return config.paymentsTestMode ? createTestPaymentProvider(config.publicUrl) : null;
}
