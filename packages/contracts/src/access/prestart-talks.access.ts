import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/**
 * Permissions of pre-start talks (spec 6 pst: account holders both, supervisors on the phone,
 * workers none: they sign on in person on the presenter's phone, which needs no permission of
 * theirs). Staff reach a talk only through a job they are on (prestart-talks.policy.ts).
 */
export const PRESTART_TALKS_PERMISSIONS = {
  'prestartTalks.read': { who: 'company', features: ['pst'], write: false, area: 'prestart-talks' },
  /** Holding a talk and signing the crew on to it. */
  'prestartTalks.record': { who: 'company', features: ['pst'], write: true, area: 'prestart-talks' },
} as const satisfies Record<string, TPermissionRule>;

/** Every pre-start talk route and what it needs. */
export const PRESTART_TALKS_ROUTES = {
  'GET /api/v3/prestart-talk': 'prestartTalks.read',
  'GET /api/v3/prestart-talk/today': 'prestartTalks.read',
  'POST /api/v3/prestart-talk': 'prestartTalks.record',
  'GET /api/v3/prestart-talk/:id': 'prestartTalks.read',
  'POST /api/v3/prestart-talk/:id/attendee': 'prestartTalks.record',
  /** The talk's PDF with its register: whoever may read the talk. */
  'POST /api/v3/prestart-talk/:id/pdf': 'prestartTalks.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
