import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadWorkRequestPage = () => import('./WorkRequestPage');
const AssignJobOptionsPage = lazyScreen(() => import('./AssignJobOptionsPage'), 'AssignJobOptionsPage');
const AssignStaffPage = lazyScreen(() => import('./AssignStaffPage'), 'AssignStaffPage');
const JobViewPage = lazyScreen(() => import('./JobViewPage'), 'JobViewPage');
const AssignedNotificationPage = lazyScreen(() => import('./AssignedNotificationPage'), 'AssignedNotificationPage');
const WorkRequestAcceptPage = lazyScreen(loadWorkRequestPage, 'WorkRequestAcceptPage');
const WorkRequestDeclinePage = lazyScreen(loadWorkRequestPage, 'WorkRequestDeclinePage');

/** What staff and the account holder both open: a job they are on, and the notice of being put on it. */
const SHARED = [
  route('/worksite/:worksiteId/project/:projectId/job/:jobId/view', JobViewPage),
  route('/notification/:notificationId/job/:jobId/assigned', AssignedNotificationPage),
];

/** Staffing jobs and work requests (spec 2.2, 2.4). */
export const assignmentsRoutes: TFeatureRoutes = {
  tables: {
    // Work requests answered from the mail's links, signed in or not (spec 2.1).
    public: [route('/work-request/accept/:uuid', WorkRequestAcceptPage), route('/work-request/decline/:uuid', WorkRequestDeclinePage)],
    company: [
      route('/worksite/:worksiteId/project/:projectId/job/assign-job-options', AssignJobOptionsPage),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId/assign-staff', AssignStaffPage),
      ...SHARED,
    ],
    staff: SHARED,
  },
};
