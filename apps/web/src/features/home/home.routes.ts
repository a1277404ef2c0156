import { IconHome } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const CompanyHomePage = lazyScreen(() => import('./CompanyHomePage'), 'CompanyHomePage');
const StaffHomePage = lazyScreen(() => import('./StaffHomePage'), 'StaffHomePage');
const AdminHomePage = lazyScreen(() => import('./AdminHomePage'), 'AdminHomePage');

const HOME = { label: 'Home', to: '/', icon: IconHome };

/** Signed in, / and /home are the role's own home. */
export const homeRoutes: TFeatureRoutes = {
  tables: {
    company: [route('/', CompanyHomePage), route('/home', CompanyHomePage)],
    staff: [route('/', StaffHomePage), route('/home', StaffHomePage)],
    admin: [route('/', AdminHomePage), route('/home', AdminHomePage)],
  },
  menu: [
    { section: 'company.home', order: 10, ...HOME },
    { section: 'staff', order: 10, ...HOME },
    // Spec 2.4: Master Admin and Sign out; the admin tools are reached from the Master Admin page.
    { section: 'admin.home', order: 10, ...HOME, label: 'Master Admin' },
  ],
};
