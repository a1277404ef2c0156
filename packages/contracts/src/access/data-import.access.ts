import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of data-import: who may use them, the features they need, and whether they change anything. */
export const DATA_IMPORT_PERMISSIONS = {
  /** A kind's CSV template: its header row and an example. */
  'import.template': { who: 'holder', write: false, area: 'import' },
  /**
   * Checking a file and importing it. The preview counts as a change too: a suspended or closed
   * account cannot add records, so it is not led through a preview it could not import.
   */
  'import.run': { who: 'holder', write: true, area: 'import' },
} as const satisfies Record<string, TPermissionRule>;

/** Every data-import route and what it needs. */
export const DATA_IMPORT_ROUTES = {
  'GET /api/v3/import/:kind/template': 'import.template',
  'POST /api/v3/import/:kind/preview': 'import.run',
  'POST /api/v3/import/:kind': 'import.run',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
