import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of payments: who may use them, the features they need, and whether they change anything. */
export const PAYMENTS_PERMISSIONS = {
  /** The plan, seats and payment history on the Account page. */
  'payments.read': { who: 'holder', write: false, area: 'payments' },
  /**
   * Buying, changing and paying for the plan. Not refused on a suspended account, whose way back
   * is paying, nor on one still completing sign-up (pending_company, unpaid): checkout comes first.
   */
  'payments.manage': { who: 'holder', write: false, area: 'payments' },
} as const satisfies Record<string, TPermissionRule>;

/** Every payments route and what it needs. */
export const PAYMENTS_ROUTES = {
  'GET /api/v4/payments/plans': 'public',
  'POST /api/v4/payments/estimate': 'public',
  'POST /api/v4/payments/checkout': 'payments.manage',
  'GET /api/v4/payments/current': 'payments.read',
  'POST /api/v4/payments/portal': 'payments.manage',
  'POST /api/v4/payments/update': 'payments.manage',
  'GET /api/v4/payments/history': 'payments.read',
  // The test-mode checkout page: its session id is the only credential, as Stripe's page would be.
  'GET /api/v4/payments/test-checkout/:sessionId': 'public',
  'POST /api/v4/payments/test-checkout/:sessionId/pay': 'public',
  'POST /api/v4/payments/test-checkout/:sessionId/cancel': 'public',
  // Signed by Stripe, checked by the route.
  'POST /api/v4/payments/webhook/stripe': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
