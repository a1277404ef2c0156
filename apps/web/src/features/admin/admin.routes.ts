import { IconShieldLock } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const AdminToolsPage = lazyScreen(() => import('./AdminToolsPage'), 'AdminToolsPage');

/** Admin Tools: HiVis administrators, and account holders who also hold an admin role. */
export const adminRoutes: TFeatureRoutes = {
  tables: {
    company: [route('/admin-tools', AdminToolsPage, { adminOnly: true })],
    admin: [route('/admin-tools', AdminToolsPage)],
  },
  menu: [{ section: 'company.account', order: 30, label: 'Admin Tools', to: '/admin-tools', icon: IconShieldLock, adminOnly: true }],
};
