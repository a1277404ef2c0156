import { IconBriefcase } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const MyJobsPage = lazyScreen(() => import('./MyJobsPage'), 'MyJobsPage');

const MY_JOBS = [route('/my-jobs', MyJobsPage)];

/** My Jobs (spec 2.4): in the staff menu; the account holder reaches it from home. */
export const myJobsRoutes: TFeatureRoutes = {
  tables: { company: MY_JOBS, staff: MY_JOBS },
  menu: [{ section: 'staff', order: 20, label: 'My Jobs', to: '/my-jobs', icon: IconBriefcase }],
};
