import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of employees: who may use them, the features they need, and whether they change anything. */
export const EMPLOYEES_PERMISSIONS = {} as const satisfies Record<string, TPermissionRule>;

/** Every employees route and what it needs. */
export const EMPLOYEES_ROUTES = {
  'GET /api/v3/employee': 'signed-in',
  'POST /api/v3/employee/invite': 'signed-in',
  'GET /api/v3/employee/me': 'signed-in',
  'PUT /api/v3/employee/me': 'signed-in',
  'GET /api/v3/employee/:id': 'signed-in',
  'PUT /api/v3/employee/:id': 'signed-in',
  'POST /api/v3/employee/:id/resend-invite': 'signed-in',
  'POST /api/v3/employee/:id/qualification': 'signed-in',
  'PUT /api/v3/employee/:id/qualification/:qualificationId': 'signed-in',
  'DELETE /api/v3/employee/:id/qualification/:qualificationId': 'signed-in',
  'GET /api/v3/employee/:id/notification-settings': 'signed-in',
  'PUT /api/v3/employee/:id/notification-settings': 'signed-in',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
