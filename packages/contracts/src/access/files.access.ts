import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of files: who may use them, the features they need, and whether they change anything. */
export const FILES_PERMISSIONS = {
  /** Uploading a file for a record of the company; the record's own route decides what it may be attached to. */
  'files.upload': { who: 'company', write: false, area: 'account' },
  /** A file and fresh links to it, for whoever may read the record it belongs to (files.service decides that). */
  'files.read': { who: 'company', write: false, area: 'account' },
} as const satisfies Record<string, TPermissionRule>;

/** Every files route and what it needs. */
export const FILES_ROUTES = {
  // Signed in (files.upload), or with no token an open SWMS signing link for a signature: the route tells which.
  'POST /api/v3/files': 'public',
  'GET /api/v3/files/:id': 'files.read',
  // A signed link is the credential: it opens the bytes in a browser tab or an <img>.
  'GET /api/v3/files/:id/content': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
