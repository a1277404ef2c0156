import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of projects: who may use them, the features they need, and whether they change anything. */
export const PROJECTS_PERMISSIONS = {
  /** Anyone of the company reads projects: a supervisor checks who the principal contractor is. */
  'projects.read': { who: 'company', write: false, area: 'projects' },
  /** Adding, changing, archiving and restoring projects. */
  'projects.manage': { who: 'holder', write: true, area: 'projects' },
} as const satisfies Record<string, TPermissionRule>;

/** Every projects route and what it needs. */
export const PROJECTS_ROUTES = {
  'GET /api/v3/project': 'projects.read',
  'POST /api/v3/project': 'projects.manage',
  'GET /api/v3/project/:id': 'projects.read',
  'PUT /api/v3/project/:id': 'projects.manage',
  'PUT /api/v3/project/:id/client-details': 'projects.manage',
  'PUT /api/v3/project/:id/pc-details': 'projects.manage',
  'PUT /api/v3/project/:id/archive': 'projects.manage',
  'PUT /api/v3/project/:id/restore': 'projects.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
