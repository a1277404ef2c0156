import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of projects: who may use them, the features they need, and whether they change anything. */
export const PROJECTS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every projects route and what it needs. */
export const PROJECTS_ROUTES = {
  'GET /api/v3/project': 'signed-in',
  'POST /api/v3/project': 'signed-in',
  'GET /api/v3/project/:id': 'signed-in',
  'PUT /api/v3/project/:id': 'signed-in',
  'PUT /api/v3/project/:id/client-details': 'signed-in',
  'PUT /api/v3/project/:id/pc-details': 'signed-in',
  'PUT /api/v3/project/:id/archive': 'signed-in',
  'PUT /api/v3/project/:id/restore': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
