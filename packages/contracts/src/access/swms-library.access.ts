import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of swms-library: who may use them, the features they need, and whether they change anything. */
export const SWMS_LIBRARY_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every swms-library route and what it needs. */
export const SWMS_LIBRARY_ROUTES = {
  'GET /api/v3/trades': 'signed-in',
  'POST /api/v3/trades': 'signed-in',
  'GET /api/v3/trades/:id': 'signed-in',
  'PUT /api/v3/trades/:id': 'signed-in',
  'DELETE /api/v3/trades/:id': 'signed-in',
  'PUT /api/v3/trades/:id/set-public': 'signed-in',
  'POST /api/v3/trades/:id/scopes': 'signed-in',
  'GET /api/v3/scopes/:id': 'signed-in',
  'PUT /api/v3/scopes/:id': 'signed-in',
  'DELETE /api/v3/scopes/:id': 'signed-in',
  'GET /api/v3/workactivities/highRisks': 'signed-in',
  'POST /api/v3/workactivities/bulk': 'signed-in',
  'GET /api/v3/workactivities': 'signed-in',
  'POST /api/v3/workactivities': 'signed-in',
  'GET /api/v3/workactivities/:id': 'signed-in',
  'PUT /api/v3/workactivities/:id': 'signed-in',
  'DELETE /api/v3/workactivities/:id': 'signed-in',
  'PUT /api/v3/workactivities/:id/set-public': 'signed-in',
  'POST /api/v3/potentialhazards': 'signed-in',
  'PUT /api/v3/potentialhazards/:id': 'signed-in',
  'DELETE /api/v3/potentialhazards/:id': 'signed-in',
  'GET /api/v3/whs/activities': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
