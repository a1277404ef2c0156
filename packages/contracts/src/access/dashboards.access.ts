import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of dashboards: who may use them, the features they need, and whether they change anything. */
export const DASHBOARDS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every dashboards route and what it needs. */
export const DASHBOARDS_ROUTES = {
  'GET /api/v3/dashboard': 'signed-in',
  'GET /api/v3/dashboard/:dashboardId': 'signed-in',
  'POST /api/v3/analytics/token': 'signed-in',
  'GET /api/v3/analytics/token': 'signed-in',
  'DELETE /api/v3/analytics/token/:id': 'signed-in',
  'GET /api/v3/embed/dashboard': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
