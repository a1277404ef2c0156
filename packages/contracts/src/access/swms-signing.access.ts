import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of swms-signing: who may use them, the features they need, and whether they change anything. */
export const SWMS_SIGNING_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every swms-signing route and what it needs. */
export const SWMS_SIGNING_ROUTES = {
  'POST /api/v3/swms/send': 'signed-in',
  'POST /api/v3/swms/sign/user': 'signed-in',
  'GET /api/v3/swms/:id/signing': 'signed-in',
  'GET /api/v3/swms/request/:id': 'public',
  'POST /api/v3/swms/sign/request': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
