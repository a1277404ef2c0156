import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';
import { accountClosureRoutes } from '../../features/account-closure/account-closure.routes';
import { accountRoutes } from '../../features/account/account.routes';
import { adminRoutes } from '../../features/admin/admin.routes';
import { assignmentsRoutes } from '../../features/assignments/assignments.routes';
import { auditsRoutes } from '../../features/audits/audits.routes';
import { authRoutes } from '../../features/auth/auth.routes';
import { clientsRoutes } from '../../features/clients/clients.routes';
import { companySharingRoutes } from '../../features/company-sharing/company-sharing.routes';
import { contactRoutes } from '../../features/contact/contact.routes';
import { contractorsRoutes } from '../../features/contractors/contractors.routes';
import { dashboardsRoutes } from '../../features/dashboards/dashboards.routes';
import { dataExportRoutes } from '../../features/data-export/data-export.routes';
import { dataImportRoutes } from '../../features/data-import/data-import.routes';
import { employeesRoutes } from '../../features/employees/employees.routes';
import { featureSwitchesRoutes } from '../../features/feature-switches/feature-switches.routes';
import { helpRoutes } from '../../features/help/help.routes';
import { homeRoutes } from '../../features/home/home.routes';
import { inboxRoutes } from '../../features/inbox/inbox.routes';
import { incidentsRoutes } from '../../features/incidents/incidents.routes';
import { jobsRoutes } from '../../features/jobs/jobs.routes';
import { jsaRoutes } from '../../features/jsa/jsa.routes';
import { myJobsRoutes } from '../../features/my-jobs/my-jobs.routes';
import { paymentsRoutes } from '../../features/payments/payments.routes';
import { prestartTalksRoutes } from '../../features/prestart-talks/prestart-talks.routes';
import { projectsRoutes } from '../../features/projects/projects.routes';
import { publicRoutes } from '../../features/public/public.routes';
import { scheduleRoutes } from '../../features/schedule/schedule.routes';
import { signupRoutes } from '../../features/signup/signup.routes';
import { swmsLibraryRoutes } from '../../features/swms-library/swms-library.routes';
import { swmsRoutes } from '../../features/swms/swms.routes';
import { timesheetsRoutes } from '../../features/timesheets/timesheets.routes';
import { usersRoutes } from '../../features/users/users.routes';
import { worksitesRoutes } from '../../features/worksites/worksites.routes';

/**
 * Every feature that adds routes or side-menu entries, each declared in its own
 * features/<feature>/<feature>.routes.ts. A new feature adds its line here; the route tables
 * (router.tsx) and the menus (shell/menu-config.ts) are assembled from this list. The order
 * here changes nothing: menu entries carry their own place, and the router ranks routes by path.
 */
export const FEATURE_ROUTES: TFeatureRoutes[] = [
  accountClosureRoutes,
  accountRoutes,
  adminRoutes,
  assignmentsRoutes,
  auditsRoutes,
  authRoutes,
  clientsRoutes,
  companySharingRoutes,
  contactRoutes,
  contractorsRoutes,
  dashboardsRoutes,
  dataExportRoutes,
  dataImportRoutes,
  employeesRoutes,
  featureSwitchesRoutes,
  helpRoutes,
  homeRoutes,
  inboxRoutes,
  incidentsRoutes,
  jobsRoutes,
  jsaRoutes,
  myJobsRoutes,
  paymentsRoutes,
  prestartTalksRoutes,
  projectsRoutes,
  publicRoutes,
  scheduleRoutes,
  signupRoutes,
  swmsLibraryRoutes,
  swmsRoutes,
  timesheetsRoutes,
  usersRoutes,
  worksitesRoutes,
];
