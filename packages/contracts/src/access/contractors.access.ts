import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of contractors: who may use them, the features they need, and whether they change anything. */
export const CONTRACTORS_PERMISSIONS = {
  /** Connections and contracts, on either side: the account holder's business; staff have no say. */
  'contractors.read': { who: 'holder', write: false, area: 'contractors' },
  /** Connecting, contracting and answering, on either side. */
  'contractors.manage': { who: 'holder', write: true, area: 'contractors' },
} as const satisfies Record<string, TPermissionRule>;

/** Every contractors route and what it needs. */
export const CONTRACTORS_ROUTES = {
  'GET /api/v3/associate/invites': 'contractors.read',
  'GET /api/v3/associate/invites/:companyId': 'contractors.read',
  'DELETE /api/v3/associate/invites/:companyId': 'contractors.manage',
  'POST /api/v3/associate/accept-reject': 'contractors.manage',
  // The mailed invitation's token is the credential of a contractor not yet on HiVis.
  'GET /api/v3/associate/invite/:token': 'public',
  'POST /api/v3/associate/invite/:token/signup': 'public',
  'GET /api/v3/associate': 'contractors.read',
  'POST /api/v3/associate': 'contractors.manage',
  'GET /api/v3/associate/:id': 'contractors.read',
  'DELETE /api/v3/associate/:id': 'contractors.manage',
  'POST /api/v3/associate/:id/resend': 'contractors.manage',
  'GET /api/v3/job/contracts': 'contractors.read',
  'GET /api/v3/job/contracted': 'contractors.read',
  'GET /api/v3/job/:id/contract': 'contractors.read',
  'POST /api/v3/job/:id/contract': 'contractors.manage',
  'DELETE /api/v3/job/:id/contract': 'contractors.manage',
  'POST /api/v3/job/:id/contract/accept': 'contractors.manage',
  'POST /api/v3/job/:id/contract/decline': 'contractors.manage',
  'POST /api/v3/job/:id/contract/onsite': 'contractors.manage',
  'POST /api/v3/job/:id/contract/left-site': 'contractors.manage',
  'POST /api/v3/job/:id/contract/complete': 'contractors.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
