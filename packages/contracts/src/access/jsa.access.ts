import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/**
 * Permissions of JSA reports (spec 6 jsa: account holders both, supervisors and workers on the
 * phone: the crew doing the task writes its JSA). Staff reach a JSA only through a job they are on
 * (jsa.policy.ts).
 */
export const JSA_PERMISSIONS = {
  'jsa.read': { who: 'company', features: ['jsa'], write: false, area: 'jsa' },
  /** Writing a JSA and saving a change (a new version). */
  'jsa.write': { who: 'company', features: ['jsa'], write: true, area: 'jsa' },
  /** Signing on: one's own signature, or the crew's in person on the phone passed around. */
  'jsa.sign': { who: 'company', features: ['jsa'], write: true, area: 'jsa' },
} as const satisfies Record<string, TPermissionRule>;

/** Every JSA route and what it needs. */
export const JSA_ROUTES = {
  'GET /api/v3/jsa': 'jsa.read',
  'POST /api/v3/jsa': 'jsa.write',
  'GET /api/v3/jsa/:id': 'jsa.read',
  'PUT /api/v3/jsa/:id': 'jsa.write',
  'POST /api/v3/jsa/:id/sign': 'jsa.sign',
  'POST /api/v3/jsa/:id/attendee': 'jsa.sign',
  /** The current version's PDF with its register: whoever may read the JSA. */
  'POST /api/v3/jsa/:id/pdf': 'jsa.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
