import { IconChecklist } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it.
const loadTemplatesPage = () => import('./AuditTemplatesPage');
const loadBuilderPage = () => import('./AuditBuilderPage');
const AuditTemplatesPage = lazyScreen(loadTemplatesPage, 'AuditTemplatesPage');
const ManageAuditTemplatesPage = lazyScreen(loadTemplatesPage, 'ManageAuditTemplatesPage');
const CreateAuditPage = lazyScreen(loadBuilderPage, 'CreateAuditPage');
const AuditTemplatePage = lazyScreen(loadBuilderPage, 'AuditTemplatePage');
const ReviewAuditsPage = lazyScreen(() => import('./review/ReviewAuditsPage'), 'ReviewAuditsPage');
const AuditResponsePage = lazyScreen(() => import('./review/AuditResponsePage'), 'AuditResponsePage');
const DoAuditPage = lazyScreen(() => import('./do/DoAuditPage'), 'DoAuditPage');
const AuditResultsPage = lazyScreen(() => import('./review/AuditResultsPage'), 'AuditResultsPage');
const AuditWebLinksPage = lazyScreen(() => import('./links/AuditWebLinksPage'), 'AuditWebLinksPage');
const AuditLinkPage = lazyScreen(() => import('./link-page/AuditLinkPage'), 'AuditLinkPage');
const AuditLinkSuccessPage = lazyScreen(() => import('./link-page/AuditLinkSuccessPage'), 'AuditLinkSuccessPage');
const loadAssignTemplatePage = () => import('./assign/AssignTemplatePage');
const AssignmentsPage = lazyScreen(() => import('./assign/AssignmentsPage'), 'AssignmentsPage');
const AssignTemplatePage = lazyScreen(loadAssignTemplatePage, 'AssignTemplatePage');
const AssignToSitePage = lazyScreen(loadAssignTemplatePage, 'AssignToSitePage');
const SiteAssignmentsPage = lazyScreen(loadAssignTemplatePage, 'SiteAssignmentsPage');
const AssignmentPage = lazyScreen(() => import('./assign/AssignmentPage'), 'AssignmentPage');

/** Doing an audit (everyone with the Audit Tool), and the submitted audits: account holders review everyone's; staff read their own (the server decides). */
const DO_AND_REVIEW = [
  route('/audits/do/:auditId', DoAuditPage, { flag: 'showAudits' }),
  route('/audits/review', ReviewAuditsPage, { flag: 'showAudits' }),
  route('/audits/review/:auditId', AuditResponsePage, { flag: 'showAudits' }),
  route('/audits/review/:auditId/:jobId', AuditResponsePage, { flag: 'showAudits' }),
];

/** The Audit Tool (spec 2.2 /audits): its templates, doing an audit, and the submitted audits; assigning comes next. */
export const auditsRoutes: TFeatureRoutes = {
  tables: {
    // An audit web link (spec 2.1): answered by anyone with the link, signed in or not.
    public: [route('/audits/link/:uuid', AuditLinkPage), route('/audits/link/:uuid/response-success', AuditLinkSuccessPage)],
    company: [
      route('/audits', AuditTemplatesPage, { flag: 'showAudits' }),
      route('/audits/manage', ManageAuditTemplatesPage, { flag: 'showAudits' }),
      route('/audits/manage/review/:auditId', AuditResultsPage, { flag: 'showAudits' }),
      route('/audits/create', CreateAuditPage, { flag: 'showAudits' }),
      route('/audits/details/:auditId', AuditTemplatePage, { flag: 'showAudits' }),
      route('/audits/web-link', AuditWebLinksPage, { flag: 'showAudits', feature: 'audits.sharing' }),
      // Assigning audits (spec 2.2): the account holders'; the assignment's page keeps the spec's path whatever it is assigned to.
      route('/audits/assign', AssignmentsPage, { flag: 'showAudits' }),
      route('/audits/assign/:auditId', AssignTemplatePage, { flag: 'showAudits' }),
      route('/audits/assign/:auditId/new-site', AssignToSitePage, { flag: 'showAudits' }),
      route('/audits/assign/:auditId/manage-site', SiteAssignmentsPage, { flag: 'showAudits' }),
      route('/audits/assign/site/:assignmentId', AssignmentPage, { flag: 'showAudits' }),
      ...DO_AND_REVIEW,
    ],
    // Staff read the templates they audit with; building them is the account holders'.
    staff: [
      route('/audits', AuditTemplatesPage, { flag: 'showAudits' }),
      route('/audits/details/:auditId', AuditTemplatePage, { flag: 'showAudits' }),
      ...DO_AND_REVIEW,
    ],
  },
  menu: [
    { section: 'company.tools', order: 15, label: 'Audit Tool', to: '/audits', icon: IconChecklist, flag: 'showAudits' },
    { section: 'staff', order: 25, label: 'Audit Tool', to: '/audits', icon: IconChecklist, flag: 'showAudits' },
  ],
};
