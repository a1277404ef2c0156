import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of contact: who may use them, the features they need, and whether they change anything. */
export const CONTACT_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every contact route and what it needs. */
export const CONTACT_ROUTES = {
  'POST /api/v3/mail/contact-us': 'public',
  'GET /api/v3/config/public': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
