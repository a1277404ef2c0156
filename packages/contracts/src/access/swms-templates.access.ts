import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of swms-templates: a company's templates are part of building a SWMS ('swms.create'). */
export const SWMS_TEMPLATES_PERMISSIONS = {
  /** The company's templates, to choose one while building a SWMS. */
  'swms-templates.read': { who: 'company', features: ['swms', 'swms.create'], write: false, area: 'swms' },
  /** Adding, changing and deleting templates. */
  'swms-templates.manage': { who: 'company', features: ['swms', 'swms.create'], write: true, area: 'swms' },
} as const satisfies Record<string, TPermissionRule>;

/** Every swms-templates route and what it needs. */
export const SWMS_TEMPLATES_ROUTES = {
  'GET /api/v3/swms/template': 'swms-templates.read',
  'POST /api/v3/swms/template': 'swms-templates.manage',
  'PUT /api/v3/swms/template/:id': 'swms-templates.manage',
  'DELETE /api/v3/swms/template/:id': 'swms-templates.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
