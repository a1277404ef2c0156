import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of employees: who may use them, the features they need, and whether they change anything. */
export const EMPLOYEES_PERMISSIONS = {
  /** The people directory: each person's details, licences, jobs, hours and notification settings. */
  'employees.read': { who: 'holder', write: false, area: 'people' },
  /** Inviting people and changing their details, licences and notification settings. */
  'employees.manage': { who: 'holder', write: true, area: 'people' },
  /** Everyone of a company (staff too) sees their own details and licences. */
  'employees.me': { who: 'company', write: false, area: 'people' },
  /**
   * One's own emergency contact. Not refused while the company is suspended or closed: its people
   * may still fix who to call in an emergency.
   */
  'employees.emergency-contact': { who: 'company', write: false, area: 'people' },
} as const satisfies Record<string, TPermissionRule>;

/** Every employees route and what it needs. */
export const EMPLOYEES_ROUTES = {
  'GET /api/v3/employee': 'employees.read',
  'POST /api/v3/employee/invite': 'employees.manage',
  'GET /api/v3/employee/me': 'employees.me',
  'PUT /api/v3/employee/me': 'employees.emergency-contact',
  'GET /api/v3/employee/:id': 'employees.read',
  'PUT /api/v3/employee/:id': 'employees.manage',
  'POST /api/v3/employee/:id/resend-invite': 'employees.manage',
  'POST /api/v3/employee/:id/qualification': 'employees.manage',
  'PUT /api/v3/employee/:id/qualification/:qualificationId': 'employees.manage',
  'DELETE /api/v3/employee/:id/qualification/:qualificationId': 'employees.manage',
  'GET /api/v3/employee/:id/notification-settings': 'employees.read',
  'PUT /api/v3/employee/:id/notification-settings': 'employees.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
