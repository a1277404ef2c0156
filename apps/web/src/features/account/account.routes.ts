import { IconUserCircle } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const AccountDetailsPage = lazyScreen(() => import('./AccountDetailsPage'), 'AccountDetailsPage');

const ACCOUNT_DETAILS = [route('/user/details', AccountDetailsPage)];
const MY_ACCOUNT_DETAILS = { label: 'My Account Details', to: '/user/details', icon: IconUserCircle };

/**
 * One's own details and password, for everyone signed in. A suspended or inactive account keeps
 * them too (linked from My Account, not in the menu).
 */
export const accountRoutes: TFeatureRoutes = {
  tables: { company: ACCOUNT_DETAILS, restricted: ACCOUNT_DETAILS, staff: ACCOUNT_DETAILS, admin: ACCOUNT_DETAILS },
  menu: [
    { section: 'company.account', order: 10, ...MY_ACCOUNT_DETAILS },
    { section: 'staff', order: 50, ...MY_ACCOUNT_DETAILS, label: 'My Account' },
  ],
};
