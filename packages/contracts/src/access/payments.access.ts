import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of payments: who may use them, the features they need, and whether they change anything. */
export const PAYMENTS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every payments route and what it needs. */
export const PAYMENTS_ROUTES = {
  'GET /api/v4/payments/plans': 'public',
  'POST /api/v4/payments/estimate': 'public',
  'POST /api/v4/payments/checkout': 'signed-in',
  'GET /api/v4/payments/current': 'signed-in',
  'POST /api/v4/payments/portal': 'signed-in',
  'POST /api/v4/payments/update': 'signed-in',
  'GET /api/v4/payments/history': 'signed-in',
  'GET /api/v4/payments/test-checkout/:sessionId': 'public',
  'POST /api/v4/payments/test-checkout/:sessionId/pay': 'public',
  'POST /api/v4/payments/test-checkout/:sessionId/cancel': 'public',
  'POST /api/v4/payments/webhook/stripe': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
