import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of files: who may use them, the features they need, and whether they change anything. */
export const FILES_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every files route and what it needs. */
export const FILES_ROUTES = {
  // Signed in, or with no token an open SWMS signing link for a signature: the route tells which.
  'POST /api/v3/files': 'public',
  'GET /api/v3/files/:id': 'signed-in',
  'GET /api/v3/files/:id/content': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
