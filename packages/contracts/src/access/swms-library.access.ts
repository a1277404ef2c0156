import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/*
 * Permissions of swms-library. A company reads the public library and its own rows, and changes
 * only its own rows that are not public; a HiVis administrator keeps the public library and
 * reviews the companies' custom rows, so both may call these routes. Making rows public is the
 * administrators' alone.
 */
export const SWMS_LIBRARY_PERMISSIONS = {
  /** Trades, scopes, work activities, HRCW categories and the WHS activity search. */
  'swms-library.read': { who: 'company-or-admin', features: ['swms'], write: false, area: 'swms' },
  /** A company's custom rows (or, for an administrator, any row): add, change, delete. */
  'swms-library.manage': { who: 'company-or-admin', features: ['swms', 'swms.create'], write: true, area: 'swms' },
} as const satisfies Record<string, TPermissionRule>;

/** Every swms-library route and what it needs. */
export const SWMS_LIBRARY_ROUTES = {
  'GET /api/v3/trades': 'swms-library.read',
  'POST /api/v3/trades': 'swms-library.manage',
  'GET /api/v3/trades/:id': 'swms-library.read',
  'PUT /api/v3/trades/:id': 'swms-library.manage',
  'DELETE /api/v3/trades/:id': 'swms-library.manage',
  'PUT /api/v3/trades/:id/set-public': 'admin',
  'POST /api/v3/trades/:id/scopes': 'swms-library.manage',
  'GET /api/v3/scopes/:id': 'swms-library.read',
  'PUT /api/v3/scopes/:id': 'swms-library.manage',
  'DELETE /api/v3/scopes/:id': 'swms-library.manage',
  'GET /api/v3/workactivities/highRisks': 'swms-library.read',
  'POST /api/v3/workactivities/bulk': 'swms-library.manage',
  'GET /api/v3/workactivities': 'swms-library.read',
  'POST /api/v3/workactivities': 'swms-library.manage',
  'GET /api/v3/workactivities/:id': 'swms-library.read',
  'PUT /api/v3/workactivities/:id': 'swms-library.manage',
  'DELETE /api/v3/workactivities/:id': 'swms-library.manage',
  'PUT /api/v3/workactivities/:id/set-public': 'admin',
  'POST /api/v3/potentialhazards': 'swms-library.manage',
  'PUT /api/v3/potentialhazards/:id': 'swms-library.manage',
  'DELETE /api/v3/potentialhazards/:id': 'swms-library.manage',
  'GET /api/v3/whs/activities': 'swms-library.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
