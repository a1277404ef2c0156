import { IconUsers } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const UserManagementPage = lazyScreen(() => import('./UserManagementPage'), 'UserManagementPage');

export const usersRoutes: TFeatureRoutes = {
  tables: { company: [route('/user/manage', UserManagementPage)] },
  menu: [{ section: 'company.account', order: 20, label: 'User Account Management', to: '/user/manage', icon: IconUsers }],
};
