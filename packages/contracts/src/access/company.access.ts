import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of company: who may use them, the features they need, and whether they change anything. */
export const COMPANY_PERMISSIONS = {
  /** The company's details: everyone of the company (staff see its name and logo). */
  'company.read': { who: 'company', write: false, area: 'company' },
  /** Filling in or correcting the company's details. */
  'company.manage': { who: 'holder', write: true, area: 'company' },
} as const satisfies Record<string, TPermissionRule>;

/** Every company route and what it needs. */
export const COMPANY_ROUTES = {
  'GET /api/v3/company': 'company.read',
  'PUT /api/v3/company': 'company.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
