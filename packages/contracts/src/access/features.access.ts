import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of features: who may use them, the features they need, and whether they change anything. */
export const FEATURES_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every features route and what it needs. */
export const FEATURES_ROUTES = {
  'GET /api/v3/feature': 'signed-in',
  'PUT /api/v3/feature': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
