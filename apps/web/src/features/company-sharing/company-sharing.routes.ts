import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ShareCompanyDetailsPage = lazyScreen(() => import('./ShareCompanyDetailsPage'), 'ShareCompanyDetailsPage');

export const companySharingRoutes: TFeatureRoutes = {
  tables: { company: [route('/user/share-company-details', ShareCompanyDetailsPage)] },
};
