import type { PaymentProvider } from './provider.js';

/**
 * The built-in test mode: no money moves. The checkout page is HiVis's own
 * (/checkout/test/{sessionId}), whose Pay and Cancel buttons raise the same events a real
 * provider's webhook would. There is no portal (the account page is where billing is shown),
 * no subscription to cancel, and a plan change is accepted as asked.
 */
export function createTestPaymentProvider(publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    findPrices: () => Promise.resolve(null),
    createCheckout: (request) =>
      Promise.resolve({ url: `${publicUrl}/checkout/test/${request.sessionId}`, providerSessionId: `test_${request.sessionId}`, customerId: null }),
    openPortal: () => Promise.resolve(`${publicUrl}/user/account#billing`),
    hasPortal: () => false,
    updatePlan: () => Promise.resolve(),
    cancelSubscription: () => Promise.resolve(),
    readSubscription: () => Promise.resolve(null),
  };
}
