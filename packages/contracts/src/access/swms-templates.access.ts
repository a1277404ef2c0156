import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of swms-templates: who may use them, the features they need, and whether they change anything. */
export const SWMS_TEMPLATES_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every swms-templates route and what it needs. */
export const SWMS_TEMPLATES_ROUTES = {
  'GET /api/v3/swms/template': 'signed-in',
  'POST /api/v3/swms/template': 'signed-in',
  'PUT /api/v3/swms/template/:id': 'signed-in',
  'DELETE /api/v3/swms/template/:id': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
