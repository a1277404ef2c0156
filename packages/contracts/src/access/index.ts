import { PLATFORM_PERMISSIONS, PLATFORM_ROUTES } from './platform.access.js';
import { AUTH_PERMISSIONS, AUTH_ROUTES } from './auth.access.js';
import { USERS_PERMISSIONS, USERS_ROUTES } from './users.access.js';
import { FEATURE_SWITCHES_PERMISSIONS, FEATURE_SWITCHES_ROUTES } from './feature-switches.access.js';
import { FILES_PERMISSIONS, FILES_ROUTES } from './files.access.js';
import { PAYMENTS_PERMISSIONS, PAYMENTS_ROUTES } from './payments.access.js';
import { COMPANY_PERMISSIONS, COMPANY_ROUTES } from './company.access.js';
import { ACCOUNT_CLOSURE_PERMISSIONS, ACCOUNT_CLOSURE_ROUTES } from './account-closure.access.js';
import { REFERRALS_PERMISSIONS, REFERRALS_ROUTES } from './referrals.access.js';
import { COMPANY_SHARING_PERMISSIONS, COMPANY_SHARING_ROUTES } from './company-sharing.access.js';
import { CONTACT_PERMISSIONS, CONTACT_ROUTES } from './contact.access.js';
import { CLIENTS_PERMISSIONS, CLIENTS_ROUTES } from './clients.access.js';
import { ADDRESS_PERMISSIONS, ADDRESS_ROUTES } from './address.access.js';
import { WORKSITES_PERMISSIONS, WORKSITES_ROUTES } from './worksites.access.js';
import { SWMS_TEMPLATES_PERMISSIONS, SWMS_TEMPLATES_ROUTES } from './swms-templates.access.js';
import { SWMS_PERMISSIONS, SWMS_ROUTES } from './swms.access.js';
import { SWMS_LIBRARY_PERMISSIONS, SWMS_LIBRARY_ROUTES } from './swms-library.access.js';
import { SWMS_SIGNING_PERMISSIONS, SWMS_SIGNING_ROUTES } from './swms-signing.access.js';
import { DATA_IMPORT_PERMISSIONS, DATA_IMPORT_ROUTES } from './data-import.access.js';
import { DATA_EXPORT_PERMISSIONS, DATA_EXPORT_ROUTES } from './data-export.access.js';
import { CONTRACTORS_PERMISSIONS, CONTRACTORS_ROUTES } from './contractors.access.js';
import { DASHBOARDS_PERMISSIONS, DASHBOARDS_ROUTES } from './dashboards.access.js';
import { SCHEDULE_PERMISSIONS, SCHEDULE_ROUTES } from './schedule.access.js';
import { EMPLOYEES_PERMISSIONS, EMPLOYEES_ROUTES } from './employees.access.js';
import { TIMESHEETS_PERMISSIONS, TIMESHEETS_ROUTES } from './timesheets.access.js';
import { ASSIGNMENTS_PERMISSIONS, ASSIGNMENTS_ROUTES } from './assignments.access.js';
import { INBOX_PERMISSIONS, INBOX_ROUTES } from './inbox.access.js';
import { JOBS_PERMISSIONS, JOBS_ROUTES } from './jobs.access.js';
import { PROJECTS_PERMISSIONS, PROJECTS_ROUTES } from './projects.access.js';
import { AUDITS_PERMISSIONS, AUDITS_ROUTES } from './audits.access.js';
import { INCIDENTS_PERMISSIONS, INCIDENTS_ROUTES } from './incidents.access.js';
import { PRESTART_TALKS_PERMISSIONS, PRESTART_TALKS_ROUTES } from './prestart-talks.access.js';
import { JSA_PERMISSIONS, JSA_ROUTES } from './jsa.access.js';
import type { TPermissionRule, TRouteAccess } from './rules.js';

/*
 * The access table: every route of the API and what it needs, every permission and its rule.
 * The server decides from it (apps/server/src/platform/access) and the web hides from it what the
 * server would refuse. Each area keeps its part in <area>.access.ts; a new route goes there, next
 * to the others of its area, or the server does not start.
 */

export const PERMISSIONS = {
  ...PLATFORM_PERMISSIONS,
  ...AUTH_PERMISSIONS,
  ...USERS_PERMISSIONS,
  ...FEATURE_SWITCHES_PERMISSIONS,
  ...FILES_PERMISSIONS,
  ...PAYMENTS_PERMISSIONS,
  ...COMPANY_PERMISSIONS,
  ...ACCOUNT_CLOSURE_PERMISSIONS,
  ...REFERRALS_PERMISSIONS,
  ...COMPANY_SHARING_PERMISSIONS,
  ...CONTACT_PERMISSIONS,
  ...CLIENTS_PERMISSIONS,
  ...ADDRESS_PERMISSIONS,
  ...WORKSITES_PERMISSIONS,
  ...SWMS_TEMPLATES_PERMISSIONS,
  ...SWMS_PERMISSIONS,
  ...SWMS_LIBRARY_PERMISSIONS,
  ...SWMS_SIGNING_PERMISSIONS,
  ...DATA_IMPORT_PERMISSIONS,
  ...DATA_EXPORT_PERMISSIONS,
  ...CONTRACTORS_PERMISSIONS,
  ...DASHBOARDS_PERMISSIONS,
  ...SCHEDULE_PERMISSIONS,
  ...EMPLOYEES_PERMISSIONS,
  ...TIMESHEETS_PERMISSIONS,
  ...ASSIGNMENTS_PERMISSIONS,
  ...INBOX_PERMISSIONS,
  ...JOBS_PERMISSIONS,
  ...PROJECTS_PERMISSIONS,
  ...AUDITS_PERMISSIONS,
  ...INCIDENTS_PERMISSIONS,
  ...PRESTART_TALKS_PERMISSIONS,
  ...JSA_PERMISSIONS,
} as const satisfies Record<string, TPermissionRule>;

export type TPermission = keyof typeof PERMISSIONS;

/*
 * Built in a call marked pure: only the server reads the route table, and a bundler keeps an
 * object built of spreads even when nothing reads it (a spread may run a getter), which put every
 * API path into the web app's first load.
 */
export const ROUTE_ACCESS = /* @__PURE__ */ (() => ({
  ...PLATFORM_ROUTES,
  ...AUTH_ROUTES,
  ...USERS_ROUTES,
  ...FEATURE_SWITCHES_ROUTES,
  ...FILES_ROUTES,
  ...PAYMENTS_ROUTES,
  ...COMPANY_ROUTES,
  ...ACCOUNT_CLOSURE_ROUTES,
  ...REFERRALS_ROUTES,
  ...COMPANY_SHARING_ROUTES,
  ...CONTACT_ROUTES,
  ...CLIENTS_ROUTES,
  ...ADDRESS_ROUTES,
  ...WORKSITES_ROUTES,
  ...SWMS_TEMPLATES_ROUTES,
  ...SWMS_ROUTES,
  ...SWMS_LIBRARY_ROUTES,
  ...SWMS_SIGNING_ROUTES,
  ...DATA_IMPORT_ROUTES,
  ...DATA_EXPORT_ROUTES,
  ...CONTRACTORS_ROUTES,
  ...DASHBOARDS_ROUTES,
  ...SCHEDULE_ROUTES,
  ...EMPLOYEES_ROUTES,
  ...TIMESHEETS_ROUTES,
  ...ASSIGNMENTS_ROUTES,
  ...INBOX_ROUTES,
  ...JOBS_ROUTES,
  ...PROJECTS_ROUTES,
  ...AUDITS_ROUTES,
  ...INCIDENTS_ROUTES,
  ...PRESTART_TALKS_ROUTES,
  ...JSA_ROUTES,
}))() satisfies Record<string, TRouteAccess<TPermission>>;

export type TRouteAccessKey = keyof typeof ROUTE_ACCESS;

export * from './areas.js';
export * from './rules.js';
