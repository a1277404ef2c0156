import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of dashboards: who may use them, the features they need, and whether they change anything. */
export const DASHBOARDS_PERMISSIONS = {
  /** The dashboards and their embed links: they total everyone's jobs, hours and licences. */
  'dashboards.read': { who: 'holder', write: false, area: 'dashboards' },
  /** A new embed link. */
  'dashboards.share': { who: 'holder', write: true, area: 'dashboards' },
  /** Revoking an embed link: it only stops sharing, so a suspended or closed account may still do it. */
  'dashboards.revoke': { who: 'holder', write: false, area: 'dashboards' },
} as const satisfies Record<string, TPermissionRule>;

/** Every dashboards route and what it needs. */
export const DASHBOARDS_ROUTES = {
  'GET /api/v3/dashboard': 'dashboards.read',
  'GET /api/v3/dashboard/:dashboardId': 'dashboards.read',
  'POST /api/v3/analytics/token': 'dashboards.share',
  'GET /api/v3/analytics/token': 'dashboards.read',
  'DELETE /api/v3/analytics/token/:id': 'dashboards.revoke',
  // An embed link's secret is the only credential: a screen in the office opens it without signing in.
  'GET /api/v3/embed/dashboard': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
