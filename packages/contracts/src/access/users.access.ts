import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of users: who may use them, the features they need, and whether they change anything. */
export const USERS_PERMISSIONS = {
  /** User Account Management: the company's people, their roles and sign-in. */
  'users.list': { who: 'holder', write: false, area: 'account' },
  /**
   * Changing a person's role, deactivating and reactivating them: not refused on a suspended or
   * closed account, where the holder may still need to take someone's sign-in away. The service
   * also checks the caller is still an active account holder (a token lives 15 minutes).
   */
  'users.manage': { who: 'holder', write: false, area: 'account' },
  /** Accepting the privacy policy and terms of one's own account type, whatever the account's standing. */
  'users.accept-policies': { who: 'company', write: false, area: 'account' },
} as const satisfies Record<string, TPermissionRule>;

/** Every users route and what it needs. */
export const USERS_ROUTES = {
  // One's own name and phone: anyone signed in, HiVis administrators too.
  'PUT /api/v3/user/details': 'signed-in',
  'GET /api/v3/user': 'users.list',
  'PUT /api/v3/user/:id/role': 'users.manage',
  'PUT /api/v3/user/:id/deactivate': 'users.manage',
  'PUT /api/v3/user/:id/reactivate': 'users.manage',
  'PUT /api/users/pp': 'users.accept-policies',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
