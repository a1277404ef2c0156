import { IconUsersGroup } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadNotificationSettingsPage = () => import('./NotificationSettingsPage');
const EmployeeListPage = lazyScreen(() => import('./EmployeeListPage'), 'EmployeeListPage');
const InviteEmployeePage = lazyScreen(() => import('./InviteEmployeePage'), 'InviteEmployeePage');
const TeamSetupPage = lazyScreen(() => import('./TeamSetupPage'), 'TeamSetupPage');
const EmployeeDetailsPage = lazyScreen(() => import('./EmployeeDetailsPage'), 'EmployeeDetailsPage');
const NotificationSettingsPage = lazyScreen(loadNotificationSettingsPage, 'NotificationSettingsPage');
const ChooseNotificationPersonPage = lazyScreen(loadNotificationSettingsPage, 'ChooseNotificationPersonPage');
const MyLicencesPage = lazyScreen(() => import('./MyLicencesPage'), 'MyLicencesPage');

const MY_LICENCES = route('/user/licences', MyLicencesPage);

/** Employees (spec 2.2): the people directory; /home/employee* is the owner's first-run path to the same screens. */
export const employeesRoutes: TFeatureRoutes = {
  tables: {
    company: [
      route('/staff/employee', EmployeeListPage),
      route('/staff/employee/add', InviteEmployeePage),
      route('/staff/employee/setup', TeamSetupPage),
      route('/staff/employee/notification/:employeeId', NotificationSettingsPage),
      route('/staff/employee/:employeeId', EmployeeDetailsPage),
      route('/home/employee', EmployeeListPage),
      route('/home/employee/add', InviteEmployeePage),
      route('/home/employee/setup', TeamSetupPage),
      route('/home/notification-employee/add', ChooseNotificationPersonPage),
      MY_LICENCES,
    ],
    staff: [MY_LICENCES],
  },
  menu: [{ section: 'company.manage', order: 20, label: 'Employees', to: '/staff/employee', icon: IconUsersGroup }],
};
