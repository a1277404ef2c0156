import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of data-import: who may use them, the features they need, and whether they change anything. */
export const DATA_IMPORT_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every data-import route and what it needs. */
export const DATA_IMPORT_ROUTES = {
  'GET /api/v3/import/:kind/template': 'signed-in',
  'POST /api/v3/import/:kind/preview': 'signed-in',
  'POST /api/v3/import/:kind': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
