import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of worksites: who may use them, the features they need, and whether they change anything. */
export const WORKSITES_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every worksites route and what it needs. */
export const WORKSITES_ROUTES = {
  'GET /api/v3/worksite': 'signed-in',
  'POST /api/v3/worksite': 'signed-in',
  'GET /api/v3/worksite/:id': 'signed-in',
  'PUT /api/v3/worksite/:id': 'signed-in',
  'PUT /api/v3/worksite/:id/archive': 'signed-in',
  'PUT /api/v3/worksite/:id/restore': 'signed-in',
  'POST /api/v3/worksite/:id/photos': 'signed-in',
  'DELETE /api/v3/worksite/:id/photos/:photoId': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
