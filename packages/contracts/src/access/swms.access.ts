import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of swms: who may use them, the features they need, and whether they change anything. */
export const SWMS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every swms route and what it needs. */
export const SWMS_ROUTES = {
  'POST /api/v3/swms/:id/generate': 'signed-in',
  'POST /api/v3/swms': 'signed-in',
  'GET /api/v3/swms': 'signed-in',
  'GET /api/v3/swms/job/:id/all': 'signed-in',
  'GET /api/v3/swms/:id': 'signed-in',
  'PUT /api/v3/swms/:id': 'signed-in',
  'DELETE /api/v3/swms/:id': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
