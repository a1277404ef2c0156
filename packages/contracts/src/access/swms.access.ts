import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/*
 * Permissions of swms. 'swms' is the umbrella feature: every SWMS call needs it, and building
 * and viewing each need their own key as well (spec 6: swms.create is none for NAH). Staff reach
 * a SWMS only through a job they are on (swms.policy, requireJobReach).
 */
export const SWMS_PERMISSIONS = {
  /** A SWMS, a job's SWMS and the company's list: the account holder every job's, staff their jobs'. */
  'swms.read': { who: 'company', features: ['swms', 'swms.view'], write: false, area: 'swms' },
  /** Starting a SWMS for a job, saving its steps, issuing (generating) and deleting it. */
  'swms.manage': { who: 'company', features: ['swms', 'swms.create'], write: true, area: 'swms' },
} as const satisfies Record<string, TPermissionRule>;

/** Every swms route and what it needs. */
export const SWMS_ROUTES = {
  'POST /api/v3/swms/:id/generate': 'swms.manage',
  'POST /api/v3/swms': 'swms.manage',
  'GET /api/v3/swms': 'swms.read',
  'GET /api/v3/swms/job/:id/all': 'swms.read',
  'GET /api/v3/swms/:id': 'swms.read',
  'PUT /api/v3/swms/:id': 'swms.manage',
  'DELETE /api/v3/swms/:id': 'swms.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
