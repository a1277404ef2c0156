import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of account-closure: who may use them, the features they need, and whether they change anything. */
export const ACCOUNT_CLOSURE_PERMISSIONS = {
  /** Whether the account is closing, and when its data goes. */
  'account-closure.read': { who: 'holder', write: false, area: 'account' },
  /**
   * Closing the account, and keeping it within the grace period. Not a write in the table's sense:
   * a closing account is inactive, and its owner must still be able to keep it; the service
   * decides from the account's status which of the two it may do.
   */
  'account-closure.manage': { who: 'holder', write: false, area: 'account' },
} as const satisfies Record<string, TPermissionRule>;

/** Every account-closure route and what it needs. */
export const ACCOUNT_CLOSURE_ROUTES = {
  'GET /api/v3/company/closure': 'account-closure.read',
  'POST /api/v3/company/closure': 'account-closure.manage',
  'DELETE /api/v3/company/closure': 'account-closure.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
