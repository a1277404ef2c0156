import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of audits (spec 6: audits for every role, on the phone for staff). */
export const AUDITS_PERMISSIONS = {
  /** Anyone of the company reads the templates: supervisors and workers do the audits. */
  'audits.read': { who: 'company', features: ['audits'], write: false, area: 'audits' },
  /**
   * Building, changing and archiving templates, and reviewing submitted audits: what the company
   * checks on its sites, and whether a check passes muster, is the account holders' decision.
   */
  'audits.manage': { who: 'holder', features: ['audits'], write: true, area: 'audits' },
  /** Doing an audit: anyone of the company with the Audit Tool, on the phone or at a desk. */
  'audits.respond': { who: 'company', features: ['audits'], write: true, area: 'audits' },
  /** A submitted audit: the account holders read every one; staff their own (audit-responses.policy.ts). */
  'audits.responses.read': { who: 'company', features: ['audits'], write: false, area: 'audits' },
  /** Actions from failed answers: the account holders see every one; staff those given to them or from their own audits. */
  'audits.actions.read': { who: 'company', features: ['audits'], write: false, area: 'audits' },
  /** Marking an action done, with a photo of the fix: whoever may see it, on site. */
  'audits.actions.close': { who: 'company', features: ['audits'], write: true, area: 'audits' },
  /** Changing who an open action is given to and when it is due: the account holders', like reviewing. */
  'audits.actions.manage': { who: 'holder', features: ['audits'], write: true, area: 'audits' },
  /**
   * Web links (spec 6 audits.sharing: web only, account holders only): making them, switching
   * them on and off, and seeing what the plan allows.
   */
  'audits.sharing': { who: 'holder', features: ['audits', 'audits.sharing'], write: true, area: 'audits' },
  /** Assigning audits to sites, people, contractors and emails, on a schedule: the account holders'. */
  'audits.assign': { who: 'holder', features: ['audits'], write: true, area: 'audits' },
  'audits.assign.read': { who: 'holder', features: ['audits'], write: false, area: 'audits' },
  'audits.sharing.read': { who: 'holder', features: ['audits', 'audits.sharing'], write: false, area: 'audits' },
} as const satisfies Record<string, TPermissionRule>;

/** Every audits route and what it needs. */
export const AUDITS_ROUTES = {
  'GET /api/v3/audit': 'audits.read',
  'POST /api/v3/audit': 'audits.manage',
  'GET /api/v3/audit/:id': 'audits.read',
  'PUT /api/v3/audit/:id': 'audits.manage',
  'PUT /api/v3/audit/:id/archive': 'audits.manage',
  'PUT /api/v3/audit/:id/restore': 'audits.manage',
  'POST /api/v3/audit/response': 'audits.respond',
  /** Web links: the company's side, then the two calls of the public page (the link's secret is the proof). */
  'GET /api/v3/audit/link': 'audits.sharing.read',
  'POST /api/v3/audit/link': 'audits.sharing',
  'PUT /api/v3/audit/link': 'audits.sharing',
  'GET /api/v3/audit/link/capacity': 'audits.sharing.read',
  'GET /api/v3/audit/link/:id': 'audits.sharing.read',
  'GET /api/v3/audit/link/public/:uuid': 'public',
  'POST /api/v3/audit/response/web': 'public',
  /** Assignments; what is due is the caller's own (anyone who does audits). */
  'GET /api/v3/audit/assign': 'audits.assign.read',
  'GET /api/v3/audit/assign/due': 'audits.respond',
  'GET /api/v3/audit/assign/:id': 'audits.assign.read',
  'POST /api/v3/audit/assign/location': 'audits.assign',
  'POST /api/v3/audit/assign/user': 'audits.assign',
  'POST /api/v3/audit/assign/company': 'audits.assign',
  'POST /api/v3/audit/assign/:id/emails': 'audits.assign',
  'PUT /api/v3/audit/assign/:id': 'audits.assign',
  'PUT /api/v3/audit/assign/:id/stop': 'audits.assign',
  'GET /api/v3/audit/response': 'audits.responses.read',
  'GET /api/v3/audit/response/id/:id': 'audits.responses.read',
  /** What the audits add up to: of the ones the caller may read (staff their own). */
  'GET /api/v3/audit/response/summary': 'audits.responses.read',
  'GET /api/v3/audit/response/stats/:id': 'audits.responses.read',
  'GET /api/v3/audit/action': 'audits.actions.read',
  'PUT /api/v3/audit/action/:id/done': 'audits.actions.close',
  'PUT /api/v3/audit/action/:id': 'audits.actions.manage',
  'PUT /api/v3/audit/response/id/:id/review': 'audits.manage',
  /** The report of a submitted audit: whoever may read the audit (staff their own). */
  'POST /api/v3/export/audit/pdf': 'audits.responses.read',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
