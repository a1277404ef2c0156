import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of incident reports (spec 6 incident: account holders both, supervisors on the phone, workers none). */
export const INCIDENTS_PERMISSIONS = {
  /** Account holders read every incident; staff those they reported or hold an action of (incidents.policy.ts). */
  'incidents.read': { who: 'company', features: ['incident'], write: false, area: 'incidents' },
  /**
   * Reporting an incident, changing one's own report, answering the notification questions and
   * recording the notice given: on site, by the supervisor who was there, before anyone else knows.
   */
  'incidents.report': { who: 'company', features: ['incident'], write: true, area: 'incidents' },
  /** The investigation, its corrective actions, the sign-off and deleting: the account holders'. */
  'incidents.manage': { who: 'holder', features: ['incident'], write: true, area: 'incidents' },
  /** Marking a corrective action done: whoever it was given to, on site. */
  'incidents.actions.close': { who: 'company', features: ['incident'], write: true, area: 'incidents' },
} as const satisfies Record<string, TPermissionRule>;

/** Every incident route and what it needs. */
export const INCIDENTS_ROUTES = {
  'GET /api/v3/incident': 'incidents.read',
  'POST /api/v3/incident': 'incidents.report',
  'GET /api/v3/incident/:id': 'incidents.read',
  'PUT /api/v3/incident/:id': 'incidents.report',
  'DELETE /api/v3/incident/:id': 'incidents.manage',
  'PUT /api/v3/incident/:id/assessment': 'incidents.report',
  'PUT /api/v3/incident/:id/notification': 'incidents.report',
  'PUT /api/v3/incident/:id/investigation': 'incidents.manage',
  'POST /api/v3/incident/:id/action': 'incidents.manage',
  'PUT /api/v3/incident/:id/sign-off': 'incidents.manage',
  'PUT /api/v3/incident/action/:actionId': 'incidents.manage',
  'PUT /api/v3/incident/action/:actionId/done': 'incidents.actions.close',
  /** The report of an incident: whoever may read it. */
  'POST /api/v3/export/incident/pdf': 'incidents.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
