import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of referrals: who may use them, the features they need, and whether they change anything. */
export const REFERRALS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every referrals route and what it needs. */
export const REFERRALS_ROUTES = {
  'POST /api/v3/referrals': 'signed-in',
  'GET /api/v3/referrals': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
