import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import type { TFeatureFlag, TFeatureKey } from '@hivis/contracts';
import type { TAccess } from '../features/auth/access';
import { RedirectTo, SignedInRedirect } from './routes/Redirects';
import * as screens from './routes/screens';

/*
 * Route tables per role (spec 2.1 to 2.3). A route enters a table only when its screen is
 * built: no placeholders. Later screens add an entry here, with `flag` when a feature gates it.
 */
export type TRouteEntry = {
  path: string;
  element: ReactNode;
  /** Only when this feature flag is on for the account. */
  flag?: TFeatureFlag;
  /** Only when the company has this feature: for features without a spec flag, such as TimeSheet. */
  feature?: TFeatureKey;
  /** Only for holders of an admin role. */
  adminOnly?: boolean;
};

const route = (path: string, element: ReactNode, extra: Omit<TRouteEntry, 'path' | 'element'> = {}): TRouteEntry => ({
  path,
  element,
  ...extra,
});

const ACCOUNT_HOME = '/user/details';
/** Where a suspended or inactive account lands (spec 2.3: /user/account is the default redirect). */
const RESTRICTED_HOME = '/user/account';

/** The SWMS screens (spec 2.2), for the company and for staff: the server decides what each role may do. */
const SWMS_ROUTES: TRouteEntry[] = [
  route('/swms/choose-trade', <screens.ChooseTradePage />, { flag: 'showSwms' }),
  route('/swms/view-activities', <screens.ViewActivitiesPage />, { flag: 'showSwms' }),
  route('/swms/work-activities', <screens.WorkActivitiesPage />, { flag: 'showSwms' }),
  route('/swms/work-activities-customize', <screens.CustomizeActivityPage />, { flag: 'showSwms' }),
  route('/swms/generated', <screens.SwmsGeneratedPage />, { flag: 'showSwms' }),
  route('/swms/sign', <screens.SwmsGeneratedPage />, { flag: 'showSwms' }),
  route('/view-swms', <screens.ViewSwmsPage />, { flag: 'showSwmsview' }),
  route('/swms', <RedirectTo to="/swms/select-job" />, { flag: 'showSwms' }),
  route('/swms/select-job', <screens.SwmsSelectJobPage />, { flag: 'showSwms' }),
  route('/swms/section-one', <screens.SwmsSectionOnePage />, { flag: 'showSwms' }),
  route('/swms/pc-details', <screens.SwmsPcDetailsPage />, { flag: 'showSwms' }),
  route('/swms/section-details', <screens.SwmsSectionDetailsPage />, { flag: 'showSwms' }),
  route('/swms/contractor-detail', <screens.SwmsContractorDetailPage />, { flag: 'showSwms' }),
  route('/swms/links', <screens.SwmsLinksPage />, { flag: 'showSwms' }),
  route('/swms/section-three', <screens.SwmsSectionThreePage />, { flag: 'showSwms' }),
  route('/swms/swms-template', <screens.SwmsTemplatePage />, { flag: 'showSwms' }),
  route('/swms/generate-swms', <screens.SwmsGeneratePage />, { flag: 'showSwms' }),
];

/** Reachable signed in or not. */
export const PUBLIC_ROUTES: TRouteEntry[] = [
  route('/auth/forgot-password', <screens.ForgotPasswordPage />),
  route('/reset-password/:userId', <screens.ResetPasswordPage />),
  route('/signup/setup/:userId', <screens.AccountSetupPage />),
  route('/auth/logout', <screens.LogoutPage />),
  route('/logout', <screens.LogoutPage />),
  route('/getting-started', <screens.GettingStartedPage />),
  // Spec 2.3: contact and help stay open to every role, suspended and inactive accounts included.
  route('/contact', <screens.ContactPage />),
  route('/help', <screens.HelpPage />),
  route('/help/user-guide', <screens.UserGuidePage />),
  route('/help/faqs', <screens.FaqsPage />),
  // The sign-up journey (spec 2.1, 4): pricing, cart, account, test-mode checkout, result and email pages.
  route('/pricing', <screens.PricingPage />),
  route('/pricing-old', <screens.PricingPage />),
  route('/cart', <screens.CartPage />),
  route('/pricing-old/cart', <screens.CartPage />),
  route('/auth/signup', <screens.SignupPage />),
  route('/checkout/test/:sessionId', <screens.TestCheckoutPage />),
  route('/purchase-complete', <screens.PurchaseCompletePage />),
  route('/purchase-cancel', <screens.PurchaseCancelPage />),
  route('/email-confirmed', <screens.EmailConfirmedPage />),
  route('/email-activation-failed', <screens.ActivationFailedPage />),
  // Closing a company's account: the account holder does it here; anyone else is told how to ask.
  route('/delete-account', <screens.DeleteAccountPage />),
  // Work requests answered from the mail's links, signed in or not (spec 2.1).
  route('/work-request/accept/:uuid', <screens.WorkRequestAcceptPage />),
  route('/work-request/decline/:uuid', <screens.WorkRequestDeclinePage />),
  // A contractor invited by email creates its free account from the mailed link.
  route('/connect/:token', <screens.ContractorSignupPage />),
  // A dashboard shown by a signed link (an office TV), signed in or not (spec 2.1).
  route('/embed-dashboard', <screens.EmbedDashboardPage />),
  // A SWMS signing link from the mail: read and sign without logging in (spec 2.1, Section 6).
  route('/swms/sign/:signingRequestId', <screens.SwmsSignByLinkPage />),
];

export const GUEST_ROUTES: TRouteEntry[] = [
  // Signed in, / and /home are the role's own home (tables below).
  route('/', <screens.GuestHomePage />),
  route('/home', <screens.GuestHomePage />),
  route('/auth/login', <screens.LoginPage />),
];

export const COMPANY_ROUTES: TRouteEntry[] = [
  route('/', <screens.CompanyHomePage />),
  route('/home', <screens.CompanyHomePage />),
  route(ACCOUNT_HOME, <screens.AccountDetailsPage />),
  route('/user/account', <screens.CompanyAccountPage />),
  route('/user/account/change-plan', <screens.ChangePlanPage />),
  route('/user/share-company-details', <screens.ShareCompanyDetailsPage />),
  route('/user/manage', <screens.UserManagementPage />),
  route('/manage-features', <screens.ManageFeaturesPage />),
  // Clients & Contacts (spec 2.2); a client's own page is ours: /staff/contacts/client/{clientId}.
  route('/staff/contacts', <screens.ClientsContactsPage />),
  route('/staff/contacts/add', <screens.AddClientOrContactPage />),
  route('/staff/contacts/client/:clientId', <screens.ClientDetailsPage />),
  route('/staff/contacts/:contactId', <screens.ContactDetailsPage />),
  // Worksites (spec 2.2): /worksite and /worksite/manage show the list (docs/decisions.md, Worksites).
  route('/worksite', <RedirectTo to="/worksite/list" />),
  route('/worksite/manage', <RedirectTo to="/worksite/list" />),
  route('/worksite/list', <screens.WorksiteListPage />),
  route('/worksite/create', <screens.WorksiteCreatePage />),
  route('/worksite/:worksiteId/edit', <screens.WorksiteEditPage />),
  // Projects (spec 2.2): edit, view, client-details and pc-details name their project in ?projectId=.
  route('/worksite/:worksiteId/project/intro', <screens.ProjectIntroPage />),
  route('/worksite/:worksiteId/project/list', <screens.ProjectListPage />),
  route('/worksite/:worksiteId/project/create', <screens.ProjectCreatePage />),
  route('/worksite/:worksiteId/project/client-details', <screens.ProjectClientPage />),
  route('/worksite/:worksiteId/project/pc-details', <screens.ProjectPcPage />),
  route('/worksite/:worksiteId/project/edit', <screens.ProjectEditPage />),
  route('/worksite/:worksiteId/project/view', <screens.ProjectViewPage />),
  route('/worksite/:worksiteId/project/:projectId', <screens.ProjectPage />),
  // Jobs (spec 2.2): the form at job/create edits a job with ?jobId= (the spec has no edit route).
  route('/home/job', <screens.CompanyJobListPage />),
  route('/home/job/first-job', <screens.FirstJobPage />),
  route('/worksite/:worksiteId/project/:projectId/job/list', <screens.ProjectJobListPage />),
  route('/worksite/:worksiteId/project/:projectId/job/create-job-option', <screens.CreateJobOptionPage />),
  route('/worksite/:worksiteId/project/:projectId/job/create', <screens.JobFormPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId', <screens.JobPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/confirm-edit-job', <screens.ConfirmEditJobPage />),
  // Employees (spec 2.2): the people directory; /home/employee* is the owner's first-run path to the same screens.
  route('/staff/employee', <screens.EmployeeListPage />),
  route('/staff/employee/add', <screens.InviteEmployeePage />),
  route('/staff/employee/setup', <screens.TeamSetupPage />),
  route('/staff/employee/notification/:employeeId', <screens.EmployeeNotificationSettingsPage />),
  route('/staff/employee/:employeeId', <screens.EmployeeDetailsPage />),
  route('/home/employee', <screens.EmployeeListPage />),
  route('/home/employee/add', <screens.InviteEmployeePage />),
  route('/home/employee/setup', <screens.TeamSetupPage />),
  route('/home/notification-employee/add', <screens.ChooseNotificationPersonPage />),
  route('/user/licences', <screens.MyLicencesPage />),
  // Staffing jobs, work requests, My Jobs and the inbox (spec 2.2, 2.4).
  route('/worksite/:worksiteId/project/:projectId/job/assign-job-options', <screens.AssignJobOptionsPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/assign-staff', <screens.AssignStaffPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/view', <screens.JobViewPage />),
  route('/my-jobs', <screens.MyJobsPage />),
  route('/notification/:notificationId/job/:jobId/assigned', <screens.AssignedNotificationPage />),
  route('/user/notifications', <screens.NotificationsPage />),
  route('/timesheets', <screens.TimesheetsPage />, { feature: 'timesheet' }),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/time-sheet', <screens.JobTimesheetPage />, { feature: 'timesheet' }),
  route('/schedule', <screens.SchedulePage />),
  route('/schedule-new', <screens.NewSchedulePage />),
  route('/dashboard', <screens.DashboardsPage />),
  route('/dashboard/:dashboardId', <screens.DashboardPage />),
  // Bulk data (spec 2.2): import from CSV, and every record out as one ZIP.
  route('/import-data', <screens.ImportDataPage />),
  route('/data-management', <screens.DataManagementPage />),
  // Contractors (spec 2.2): connections, the contractor's own side, contracting a job and reviewing contracts.
  route('/staff/contractors', <screens.ContractorsPage />),
  route('/staff/contractors/manage', <screens.ManageContractorsPage />),
  route('/staff/contractors/connect', <screens.ConnectContractorPage />),
  route('/staff/contractors/accept-contractor/:companyId', <screens.AcceptContractorPage />),
  route('/staff/contractors/:contractorId', <screens.ContractorDetailsPage />),
  route('/staff/contractors/:contractorId/view', <screens.ContractorSummaryPage />),
  route('/home/contractor', <screens.ContractorHomePage />),
  route('/home/contractor/connect', <screens.ConnectContractorPage />),
  route('/worksite/review-contracts', <screens.ReviewContractsPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/contract-job', <screens.ContractJobPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/contractor-onsite', <screens.ContractorOnsitePage />),
  route('/admin-swms', <screens.AdminSwmsPage />, { adminOnly: true }),
  route('/admin-swms/view-wa', <screens.AdminViewActivitiesPage />, { adminOnly: true }),
  route('/admin-swms/scope/:scopeId/edit', <screens.AdminEditScopePage />, { adminOnly: true }),
  route('/admin-swms/edit-wa', <screens.AdminEditActivityPage />, { adminOnly: true }),
  route('/admin-swms/add-wa', <screens.AdminAddActivityPage />, { adminOnly: true }),
  route('/admin-swms/bulk-add', <screens.AdminBulkAddPage />, { adminOnly: true }),
  route('/admin-swms/bulk-add/existing-scope', <screens.AdminBulkAddExistingScopePage />, { adminOnly: true }),
  route('/admin-swms/bulk-add-wa', <screens.AdminBulkAddToScopePage />, { adminOnly: true }),
  route('/admin-swms/custom-trade', <screens.AdminCustomTradesPage />, { adminOnly: true }),
  route('/admin-swms/custom-trade/:tradeId/add-scope', <screens.AdminCustomAddScopePage />, { adminOnly: true }),
  route('/admin-swms/custom-trade/:tradeId/edit', <screens.AdminCustomTradePage />, { adminOnly: true }),
  route('/admin-swms/custom-trade/:tradeId/existing-scope', <screens.AdminCustomExistingScopePage />, { adminOnly: true }),
  route('/admin-swms/custom-trade/:tradeId/work-activity', <screens.AdminCustomActivityPage />, { adminOnly: true }),
  ...SWMS_ROUTES,
  route('/admin-tools', <screens.AdminToolsPage />, { adminOnly: true }),
];

/**
 * Suspended or inactive: My Account, plus /contact and /help from the public table (spec 2.3).
 * Their own details and password stay reachable (linked from My Account), not in the menu.
 */
export const RESTRICTED_ROUTES: TRouteEntry[] = [route(RESTRICTED_HOME, <screens.CompanyAccountPage />), route(ACCOUNT_HOME, <screens.AccountDetailsPage />)];

export const STAFF_ROUTES: TRouteEntry[] = [
  route('/', <screens.StaffHomePage />),
  route('/home', <screens.StaffHomePage />),
  route(ACCOUNT_HOME, <screens.AccountDetailsPage />),
  route('/my-jobs', <screens.MyJobsPage />),
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/view', <screens.JobViewPage />),
  route('/notification/:notificationId/job/:jobId/assigned', <screens.AssignedNotificationPage />),
  route('/user/notifications', <screens.NotificationsPage />),
  ...SWMS_ROUTES,
  route('/user/licences', <screens.MyLicencesPage />),
];

export const ADMIN_ROUTES: TRouteEntry[] = [
  route('/', <screens.AdminHomePage />),
  route('/home', <screens.AdminHomePage />),
  route('/admin-swms', <screens.AdminSwmsPage />),
  route('/admin-swms/view-wa', <screens.AdminViewActivitiesPage />),
  route('/admin-swms/scope/:scopeId/edit', <screens.AdminEditScopePage />),
  route('/admin-swms/edit-wa', <screens.AdminEditActivityPage />),
  route('/admin-swms/add-wa', <screens.AdminAddActivityPage />),
  route('/admin-swms/bulk-add', <screens.AdminBulkAddPage />),
  route('/admin-swms/bulk-add/existing-scope', <screens.AdminBulkAddExistingScopePage />),
  route('/admin-swms/bulk-add-wa', <screens.AdminBulkAddToScopePage />),
  route('/admin-swms/custom-trade', <screens.AdminCustomTradesPage />),
  route('/admin-swms/custom-trade/:tradeId/add-scope', <screens.AdminCustomAddScopePage />),
  route('/admin-swms/custom-trade/:tradeId/edit', <screens.AdminCustomTradePage />),
  route('/admin-swms/custom-trade/:tradeId/existing-scope', <screens.AdminCustomExistingScopePage />),
  route('/admin-swms/custom-trade/:tradeId/work-activity', <screens.AdminCustomActivityPage />),
  route('/admin-tools', <screens.AdminToolsPage />),
  route(ACCOUNT_HOME, <screens.AccountDetailsPage />),
];

const SIGNED_IN_COMMON: TRouteEntry[] = [route('/auth/login', <SignedInRedirect />)];
const NOT_FOUND: RouteObject = { path: '*', element: <screens.NotFoundPage /> };

const pathsOf = (entries: TRouteEntry[]) => new Set(entries.map((entry) => entry.path));

/** Every path a signed-in person could have: a guest there sees the 401 page, not the 404. */
export function protectedPaths(): string[] {
  const open = pathsOf([...PUBLIC_ROUTES, ...GUEST_ROUTES]);
  const all = [...COMPANY_ROUTES, ...RESTRICTED_ROUTES, ...STAFF_ROUTES, ...ADMIN_ROUTES].map((entry) => entry.path);
  return [...new Set(all)].filter((path) => !open.has(path));
}

function allowed(entry: TRouteEntry, access: TAccess): boolean {
  if (entry.flag && !access.flags[entry.flag]) return false;
  if (entry.feature && !access.features.has(entry.feature)) return false;
  if (entry.adminOnly && !access.admin) return false;
  return true;
}

/** The entries (before the 404 catch-all) for one person. Pure, so it can be unit tested. */
export function routeEntriesFor(access: TAccess): TRouteEntry[] {
  if (access.kind === 'guest') {
    const notLoggedIn = protectedPaths().map((path) => route(path, <screens.NotLoggedInPage />));
    return [...GUEST_ROUTES, ...PUBLIC_ROUTES, ...notLoggedIn];
  }
  if (access.restricted) {
    // Any other company screen falls back to the account screen (spec 2.3: default redirect).
    const own = pathsOf(RESTRICTED_ROUTES);
    const redirects = [...COMPANY_ROUTES, ...STAFF_ROUTES]
      .filter((entry) => !own.has(entry.path))
      .map((entry) => route(entry.path, <RedirectTo to={RESTRICTED_HOME} />));
    return dedupe([...RESTRICTED_ROUTES, ...PUBLIC_ROUTES, ...SIGNED_IN_COMMON, ...redirects]);
  }
  const table = access.kind === 'admin' ? ADMIN_ROUTES : access.kind === 'staff' ? STAFF_ROUTES : COMPANY_ROUTES;
  return [...table.filter((entry) => allowed(entry, access)), ...PUBLIC_ROUTES, ...SIGNED_IN_COMMON];
}

/** First entry for a path wins. */
function dedupe(entries: TRouteEntry[]): TRouteEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.path)) return false;
    seen.add(entry.path);
    return true;
  });
}

export function routeTableFor(access: TAccess): RouteObject[] {
  return [...routeEntriesFor(access).map(({ path, element }) => ({ path, element })), NOT_FOUND];
}
