import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of referrals: who may use them, the features they need, and whether they change anything. */
export const REFERRALS_PERMISSIONS = {
  /** The company's invitations and whether each signed up. */
  'referrals.read': { who: 'company', write: false, area: 'referrals' },
  /** Inviting a business by email: anyone of an active company (the service refuses one still completing its details). */
  'referrals.invite': { who: 'company', write: true, area: 'referrals' },
} as const satisfies Record<string, TPermissionRule>;

/** Every referrals route and what it needs. */
export const REFERRALS_ROUTES = {
  'POST /api/v3/referrals': 'referrals.invite',
  'GET /api/v3/referrals': 'referrals.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
