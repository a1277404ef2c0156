import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of the feature switches (Manage Features): who may use them, the features they need, and whether they change anything. */
export const FEATURE_SWITCHES_PERMISSIONS = {
  /** Manage Features: the plan's features, each on or off. */
  'feature-switches.read': { who: 'holder', write: false, area: 'account' },
  /** Switching the plan's features on and off; a suspended or closed account may still do it, as it always could. */
  'feature-switches.manage': { who: 'holder', write: false, area: 'account' },
} as const satisfies Record<string, TPermissionRule>;

/** Every feature-switches route and what it needs. */
export const FEATURE_SWITCHES_ROUTES = {
  'GET /api/v3/feature': 'feature-switches.read',
  'PUT /api/v3/feature': 'feature-switches.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
