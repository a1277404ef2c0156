import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of company-sharing: who may use them, the features they need, and whether they change anything. */
export const COMPANY_SHARING_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every company-sharing route and what it needs. */
export const COMPANY_SHARING_ROUTES = {
  'GET /api/v3/company/share-preview': 'signed-in',
  'POST /api/v3/company/share': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
