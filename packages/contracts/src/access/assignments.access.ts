import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of assignments: who may use them, the features they need, and whether they change anything. */
export const ASSIGNMENTS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every assignments route and what it needs. */
export const ASSIGNMENTS_ROUTES = {
  'GET /api/v3/job/:id/staff': 'signed-in',
  'POST /api/v3/job/:id/staff/clash': 'signed-in',
  'POST /api/v3/job/:id/staff': 'signed-in',
  'DELETE /api/v3/job/:id/staff/:userId': 'signed-in',
  'GET /api/v3/job/:id/staff/me': 'signed-in',
  'POST /api/v3/job/:id/staff/me/accept': 'signed-in',
  'POST /api/v3/work-request/:uuid/accept': 'public',
  'POST /api/v3/job/:id/staff/me/decline': 'signed-in',
  'POST /api/v3/work-request/:uuid/decline': 'public',
  'GET /api/v3/work-request/:uuid': 'public',
  'GET /api/v3/my-jobs': 'signed-in',
  'GET /api/v3/job/:id/view': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
