import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of account-closure: who may use them, the features they need, and whether they change anything. */
export const ACCOUNT_CLOSURE_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every account-closure route and what it needs. */
export const ACCOUNT_CLOSURE_ROUTES = {
  'GET /api/v3/company/closure': 'signed-in',
  'POST /api/v3/company/closure': 'signed-in',
  'DELETE /api/v3/company/closure': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
