import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/*
 * Permissions of swms-signing. Signing through a link needs no sign-in: the link's secret is the
 * proof, so those two routes are public and the service finds the company from the link.
 */
export const SWMS_SIGNING_PERMISSIONS = {
  /** Mailing signing links for the current version. */
  'swms-signing.send': { who: 'company', features: ['swms', 'swms.send'], write: true, area: 'swms' },
  /** The signed-in person signs on to the current version: a change, refused to a suspended company. */
  'swms-signing.sign': { who: 'company', features: ['swms', 'swms.view'], write: true, area: 'swms' },
  /** The versions and the links sent, for the sign-on screens. */
  'swms-signing.read': { who: 'company', features: ['swms', 'swms.view'], write: false, area: 'swms' },
} as const satisfies Record<string, TPermissionRule>;

/** Every swms-signing route and what it needs. */
export const SWMS_SIGNING_ROUTES = {
  'POST /api/v3/swms/send': 'swms-signing.send',
  'POST /api/v3/swms/sign/user': 'swms-signing.sign',
  'GET /api/v3/swms/:id/signing': 'swms-signing.read',
  'GET /api/v3/swms/request/:id': 'public',
  'POST /api/v3/swms/sign/request': 'public',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
