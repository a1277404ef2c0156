import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/**
 * Permissions of timesheets: who may use them, the features they need, and whether they change
 * anything. Every one needs the 'timesheet' feature, which NAH staff do not have (spec 6): their
 * supervisor records their hours.
 */
export const TIMESHEETS_PERMISSIONS = {
  /** One's own running shift and week; the account holder's week shows everyone (the service's rule). */
  'timesheets.read': { who: 'company', features: ['timesheet'], write: false, area: 'timesheets' },
  /** One's own clock: in, breaks, out. */
  'timesheets.clock': { who: 'company', features: ['timesheet'], write: true, area: 'timesheets' },
  /** Everyone's hours: a job's shifts and the payroll export. */
  'timesheets.review': { who: 'holder', features: ['timesheet'], write: false, area: 'timesheets' },
  /** Correcting shifts and approving weeks. */
  'timesheets.approve': { who: 'holder', features: ['timesheet'], write: true, area: 'timesheets' },
} as const satisfies Record<string, TPermissionRule>;

/** Every timesheets route and what it needs. */
export const TIMESHEETS_ROUTES = {
  'GET /api/v3/timesheet/current': 'timesheets.read',
  'POST /api/v3/timesheet/clock-in': 'timesheets.clock',
  'POST /api/v3/timesheet/:id/break/start': 'timesheets.clock',
  'POST /api/v3/timesheet/:id/break/end': 'timesheets.clock',
  'POST /api/v3/timesheet/:id/clock-out': 'timesheets.clock',
  'GET /api/v3/timesheet/week': 'timesheets.read',
  'PUT /api/v3/timesheet/week/approve': 'timesheets.approve',
  'PUT /api/v3/timesheet/:id': 'timesheets.approve',
  'GET /api/v3/timesheet/export': 'timesheets.review',
  'GET /api/v3/job/:id/timesheet': 'timesheets.review',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
