import { IconBriefcase } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const CompanyJobListPage = lazyScreen(() => import('./CompanyJobListPage'), 'CompanyJobListPage');
const FirstJobPage = lazyScreen(() => import('./FirstJobPage'), 'FirstJobPage');
const ProjectJobListPage = lazyScreen(() => import('./ProjectJobListPage'), 'ProjectJobListPage');
const CreateJobOptionPage = lazyScreen(() => import('./CreateJobOptionPage'), 'CreateJobOptionPage');
const JobFormPage = lazyScreen(() => import('./JobFormPage'), 'JobFormPage');
const JobPage = lazyScreen(() => import('./JobPage'), 'JobPage');
const ConfirmEditJobPage = lazyScreen(() => import('./ConfirmEditJobPage'), 'ConfirmEditJobPage');

/** Jobs (spec 2.2): the form at job/create edits a job with ?jobId= (the spec has no edit route). */
export const jobsRoutes: TFeatureRoutes = {
  tables: {
    company: [
      route('/home/job', CompanyJobListPage),
      route('/home/job/first-job', FirstJobPage),
      route('/worksite/:worksiteId/project/:projectId/job/list', ProjectJobListPage),
      route('/worksite/:worksiteId/project/:projectId/job/create-job-option', CreateJobOptionPage),
      route('/worksite/:worksiteId/project/:projectId/job/create', JobFormPage),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId', JobPage),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId/confirm-edit-job', ConfirmEditJobPage),
    ],
  },
  menu: [{ section: 'company.manage', order: 10, label: 'Jobs', to: '/home/job', icon: IconBriefcase }],
};
