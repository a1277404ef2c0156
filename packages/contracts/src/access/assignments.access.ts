import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of assignments: who may use them, the features they need, and whether they change anything. */
export const ASSIGNMENTS_PERMISSIONS = {
  /** A job's people and the worker's job view: the account holder any job, staff only theirs (the service's rule). */
  'assignments.read': { who: 'company', write: false, area: 'jobs' },
  /** Offering a job to people, checking their clashes and taking them off it. */
  'assignments.manage': { who: 'holder', write: true, area: 'jobs' },
  /** A person's own jobs and their own work request on one. */
  'assignments.mine': { who: 'company', write: false, area: 'jobs' },
  /**
   * Answering one's own work request in the app. Not refused while the company is suspended or
   * closed: the same answer by the mailed link is public and is not refused either.
   */
  'assignments.answer': { who: 'company', write: false, area: 'jobs' },
} as const satisfies Record<string, TPermissionRule>;

/** Every assignments route and what it needs. */
export const ASSIGNMENTS_ROUTES = {
  'GET /api/v3/job/:id/staff': 'assignments.read',
  'POST /api/v3/job/:id/staff/clash': 'assignments.manage',
  'POST /api/v3/job/:id/staff': 'assignments.manage',
  'DELETE /api/v3/job/:id/staff/:userId': 'assignments.manage',
  'GET /api/v3/job/:id/staff/me': 'assignments.mine',
  'POST /api/v3/job/:id/staff/me/accept': 'assignments.answer',
  'POST /api/v3/work-request/:uuid/accept': 'public',
  'POST /api/v3/job/:id/staff/me/decline': 'assignments.answer',
  'POST /api/v3/work-request/:uuid/decline': 'public',
  'GET /api/v3/work-request/:uuid': 'public',
  'GET /api/v3/my-jobs': 'assignments.mine',
  'GET /api/v3/job/:id/view': 'assignments.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
