import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of timesheets: who may use them, the features they need, and whether they change anything. */
export const TIMESHEETS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every timesheets route and what it needs. */
export const TIMESHEETS_ROUTES = {
  'GET /api/v3/timesheet/current': 'signed-in',
  'POST /api/v3/timesheet/clock-in': 'signed-in',
  'POST /api/v3/timesheet/:id/break/start': 'signed-in',
  'POST /api/v3/timesheet/:id/break/end': 'signed-in',
  'POST /api/v3/timesheet/:id/clock-out': 'signed-in',
  'GET /api/v3/timesheet/week': 'signed-in',
  'PUT /api/v3/timesheet/week/approve': 'signed-in',
  'PUT /api/v3/timesheet/:id': 'signed-in',
  'GET /api/v3/timesheet/export': 'signed-in',
  'GET /api/v3/job/:id/timesheet': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
