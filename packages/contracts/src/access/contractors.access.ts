import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of contractors: who may use them, the features they need, and whether they change anything. */
export const CONTRACTORS_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every contractors route and what it needs. */
export const CONTRACTORS_ROUTES = {
  'GET /api/v3/associate/invites': 'signed-in',
  'GET /api/v3/associate/invites/:companyId': 'signed-in',
  'DELETE /api/v3/associate/invites/:companyId': 'signed-in',
  'POST /api/v3/associate/accept-reject': 'signed-in',
  'GET /api/v3/associate/invite/:token': 'public',
  'POST /api/v3/associate/invite/:token/signup': 'public',
  'GET /api/v3/associate': 'signed-in',
  'POST /api/v3/associate': 'signed-in',
  'GET /api/v3/associate/:id': 'signed-in',
  'DELETE /api/v3/associate/:id': 'signed-in',
  'POST /api/v3/associate/:id/resend': 'signed-in',
  'GET /api/v3/job/contracts': 'signed-in',
  'GET /api/v3/job/contracted': 'signed-in',
  'GET /api/v3/job/:id/contract': 'signed-in',
  'POST /api/v3/job/:id/contract': 'signed-in',
  'DELETE /api/v3/job/:id/contract': 'signed-in',
  'POST /api/v3/job/:id/contract/accept': 'signed-in',
  'POST /api/v3/job/:id/contract/decline': 'signed-in',
  'POST /api/v3/job/:id/contract/onsite': 'signed-in',
  'POST /api/v3/job/:id/contract/left-site': 'signed-in',
  'POST /api/v3/job/:id/contract/complete': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
