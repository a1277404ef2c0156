import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of inbox: who may use them, the features they need, and whether they change anything. */
export const INBOX_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every inbox route and what it needs. */
export const INBOX_ROUTES = {
  'GET /api/v3/user-notification': 'signed-in',
  'GET /api/v3/user-notification/unread-count': 'signed-in',
  'PUT /api/v3/user-notification/read-all': 'signed-in',
  'PUT /api/v3/user-notification/:id/read': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
