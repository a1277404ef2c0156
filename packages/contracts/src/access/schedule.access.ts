import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of schedule: who may use them, the features they need, and whether they change anything. */
export const SCHEDULE_PERMISSIONS = {
  /** The work schedule: the office's view of every job's times and people. */
  'schedule.read': { who: 'holder', write: false, area: 'schedule' },
  /** Moving a job on the schedule changes its times. */
  'schedule.manage': { who: 'holder', write: true, area: 'schedule' },
} as const satisfies Record<string, TPermissionRule>;

/** Every schedule route and what it needs. */
export const SCHEDULE_ROUTES = {
  'GET /api/v3/schedule': 'schedule.read',
  'GET /api/v3/schedule/unscheduled': 'schedule.read',
  'POST /api/v3/schedule/job/:id/clash': 'schedule.read',
  'PUT /api/v3/schedule/job/:id': 'schedule.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
