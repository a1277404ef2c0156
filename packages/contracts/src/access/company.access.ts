import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of company: who may use them, the features they need, and whether they change anything. */
export const COMPANY_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every company route and what it needs. */
export const COMPANY_ROUTES = {
  'GET /api/v3/company': 'signed-in',
  'PUT /api/v3/company': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
