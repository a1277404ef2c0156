import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of inbox: who may use them, the features they need, and whether they change anything. */
export const INBOX_PERMISSIONS = {
  /** A person's own notifications and their unread count. */
  'inbox.read': { who: 'company', write: false, area: 'inbox' },
  /**
   * Marking one's own notifications read. Not a change to the company's records, so a suspended
   * or closed company's people still clear their bell.
   */
  'inbox.mark': { who: 'company', write: false, area: 'inbox' },
} as const satisfies Record<string, TPermissionRule>;

/** Every inbox route and what it needs. */
export const INBOX_ROUTES = {
  'GET /api/v3/user-notification': 'inbox.read',
  'GET /api/v3/user-notification/unread-count': 'inbox.read',
  'PUT /api/v3/user-notification/read-all': 'inbox.mark',
  'PUT /api/v3/user-notification/:id/read': 'inbox.mark',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
