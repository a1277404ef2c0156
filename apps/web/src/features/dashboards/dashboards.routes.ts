import { IconChartBar } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const DashboardsPage = lazyScreen(() => import('./DashboardsPage'), 'DashboardsPage');
const DashboardPage = lazyScreen(() => import('./DashboardPage'), 'DashboardPage');
const EmbedDashboardPage = lazyScreen(() => import('./EmbedDashboardPage'), 'EmbedDashboardPage');

export const dashboardsRoutes: TFeatureRoutes = {
  tables: {
    // A dashboard shown by a signed link (an office TV), signed in or not (spec 2.1).
    public: [route('/embed-dashboard', EmbedDashboardPage)],
    company: [route('/dashboard', DashboardsPage), route('/dashboard/:dashboardId', DashboardPage)],
  },
  menu: [{ section: 'company.manage', order: 50, label: 'Dashboards', to: '/dashboard', icon: IconChartBar }],
};
