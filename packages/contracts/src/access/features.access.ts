import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of features: who may use them, the features they need, and whether they change anything. */
export const FEATURES_PERMISSIONS = {
  /** Manage Features: the plan's features, each on or off. */
  'features.read': { who: 'holder', write: false, area: 'account' },
  /** Switching the plan's features on and off; a suspended or closed account may still do it, as it always could. */
  'features.manage': { who: 'holder', write: false, area: 'account' },
} as const satisfies Record<string, TPermissionRule>;

/** Every features route and what it needs. */
export const FEATURES_ROUTES = {
  'GET /api/v3/feature': 'features.read',
  'PUT /api/v3/feature': 'features.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
