import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of company-sharing: who may use them, the features they need, and whether they change anything. */
export const COMPANY_SHARING_PERMISSIONS = {
  /** The card of the company's details, as it would be mailed. */
  'company-sharing.read': { who: 'holder', write: false, area: 'company-sharing' },
  /** Mailing the details: from an open account only. */
  'company-sharing.share': { who: 'holder', write: true, area: 'company-sharing' },
} as const satisfies Record<string, TPermissionRule>;

/** Every company-sharing route and what it needs. */
export const COMPANY_SHARING_ROUTES = {
  'GET /api/v3/company/share-preview': 'company-sharing.read',
  'POST /api/v3/company/share': 'company-sharing.share',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
