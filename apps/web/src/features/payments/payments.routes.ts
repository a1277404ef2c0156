import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const AccountPage = lazyScreen(() => import('./AccountPage'), 'AccountPage');
const ChangePlanPage = lazyScreen(() => import('./ChangePlanPage'), 'ChangePlanPage');

/** The company's account and plan; /user/account is where a suspended or inactive account lands (spec 2.3). */
export const paymentsRoutes: TFeatureRoutes = {
  tables: {
    company: [route('/user/account', AccountPage), route('/user/account/change-plan', ChangePlanPage)],
    restricted: [route('/user/account', AccountPage)],
  },
};
