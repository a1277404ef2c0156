import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const DeleteAccountPage = lazyScreen(() => import('./DeleteAccountPage'), 'DeleteAccountPage');

/** Closing a company's account: the account holder does it here; anyone else is told how to ask. */
export const accountClosureRoutes: TFeatureRoutes = {
  tables: { public: [route('/delete-account', DeleteAccountPage)] },
};
