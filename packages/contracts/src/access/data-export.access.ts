import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of data-export: who may use them, the features they need, and whether they change anything. */
export const DATA_EXPORT_PERMISSIONS = {
  /** Every record of the company as CSV files; a suspended or closed account may still take its data away. */
  'export.read': { who: 'holder', write: false, area: 'export' },
} as const satisfies Record<string, TPermissionRule>;

/** Every data-export route and what it needs. */
export const DATA_EXPORT_ROUTES = {
  'GET /api/v3/data-management/export': 'export.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
