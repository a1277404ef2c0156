import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of worksites: who may use them, the features they need, and whether they change anything. */
export const WORKSITES_PERMISSIONS = {
  /** Anyone of the company reads a site: staff go there. */
  'worksites.read': { who: 'company', write: false, area: 'worksites' },
  /** Adding, changing, archiving sites and their photos. */
  'worksites.manage': { who: 'holder', write: true, area: 'worksites' },
} as const satisfies Record<string, TPermissionRule>;

/** Every worksites route and what it needs. */
export const WORKSITES_ROUTES = {
  'GET /api/v3/worksite': 'worksites.read',
  'POST /api/v3/worksite': 'worksites.manage',
  'GET /api/v3/worksite/:id': 'worksites.read',
  'PUT /api/v3/worksite/:id': 'worksites.manage',
  'PUT /api/v3/worksite/:id/archive': 'worksites.manage',
  'PUT /api/v3/worksite/:id/restore': 'worksites.manage',
  'POST /api/v3/worksite/:id/photos': 'worksites.manage',
  'DELETE /api/v3/worksite/:id/photos/:photoId': 'worksites.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
