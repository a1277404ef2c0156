import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of clients: who may use them, the features they need, and whether they change anything. */
export const CLIENTS_PERMISSIONS = {
  /** Anyone of the company reads clients and contacts: a supervisor on site calls the client's contact. */
  'clients.read': { who: 'company', write: false, area: 'clients' },
  /** Adding, changing, archiving and restoring clients and contacts. */
  'clients.manage': { who: 'holder', write: true, area: 'clients' },
} as const satisfies Record<string, TPermissionRule>;

/** Every clients route and what it needs. */
export const CLIENTS_ROUTES = {
  'GET /api/v3/client': 'clients.read',
  'POST /api/v3/client': 'clients.manage',
  'GET /api/v3/client/:id': 'clients.read',
  'PUT /api/v3/client/:id': 'clients.manage',
  'PUT /api/v3/client/:id/archive': 'clients.manage',
  'PUT /api/v3/client/:id/restore': 'clients.manage',
  'GET /api/v3/contact': 'clients.read',
  'POST /api/v3/contact': 'clients.manage',
  'GET /api/v3/contact/:id': 'clients.read',
  'PUT /api/v3/contact/:id': 'clients.manage',
  'PUT /api/v3/contact/:id/archive': 'clients.manage',
  'PUT /api/v3/contact/:id/restore': 'clients.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
