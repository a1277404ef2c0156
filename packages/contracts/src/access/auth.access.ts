import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of auth: who may use them, the features they need, and whether they change anything. */
export const AUTH_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every auth route and what it needs. */
export const AUTH_ROUTES = {
  'POST /api/v3/auth/login': 'public',
  'GET /api/v3/auth/info': 'signed-in',
  'GET /api/v3/auth/refresh': 'public',
  'POST /api/v3/auth/logout': 'public',
  'POST /api/v3/auth/reset': 'public',
  'GET /api/v3/auth/reset/:token': 'public',
  'PUT /api/v3/auth/reset': 'public',
  'PUT /api/v3/auth/change': 'signed-in',
  'GET /api/v3/auth/setup/:id': 'public',
  'POST /api/v3/auth/setup/': 'public',
  'POST /api/v3/auth/impersonate': 'admin',
  'POST /api/v3/auth/register': 'public',
  'PUT /api/users/confirm': 'public',
  'GET /api/users/check_confirm': 'public',
  'GET /api/users/activate/:code': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
