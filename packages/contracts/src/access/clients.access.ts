import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of clients: who may use them, the features they need, and whether they change anything. */
export const CLIENTS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every clients route and what it needs. */
export const CLIENTS_ROUTES = {
  'GET /api/v3/client': 'signed-in',
  'POST /api/v3/client': 'signed-in',
  'GET /api/v3/client/:id': 'signed-in',
  'PUT /api/v3/client/:id': 'signed-in',
  'PUT /api/v3/client/:id/archive': 'signed-in',
  'PUT /api/v3/client/:id/restore': 'signed-in',
  'GET /api/v3/contact': 'signed-in',
  'POST /api/v3/contact': 'signed-in',
  'GET /api/v3/contact/:id': 'signed-in',
  'PUT /api/v3/contact/:id': 'signed-in',
  'PUT /api/v3/contact/:id/archive': 'signed-in',
  'PUT /api/v3/contact/:id/restore': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
