import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of address: who may use them, the features they need, and whether they change anything. */
export const ADDRESS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every address route and what it needs. */
export const ADDRESS_ROUTES = {
  'GET /api/v3/address/countries': 'public',
  'POST /api/v3/address/provinces': 'public',
  'GET /api/v3/address/places': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
