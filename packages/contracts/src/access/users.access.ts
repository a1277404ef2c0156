import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of users: who may use them, the features they need, and whether they change anything. */
export const USERS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every users route and what it needs. */
export const USERS_ROUTES = {
  'PUT /api/v3/user/details': 'signed-in',
  'GET /api/v3/user': 'signed-in',
  'PUT /api/v3/user/:id/role': 'signed-in',
  'PUT /api/v3/user/:id/deactivate': 'signed-in',
  'PUT /api/v3/user/:id/reactivate': 'signed-in',
  'PUT /api/users/pp': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
