import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ManageFeaturesPage = lazyScreen(() => import('./ManageFeaturesPage'), 'ManageFeaturesPage');

export const featureSwitchesRoutes: TFeatureRoutes = {
  tables: { company: [route('/manage-features', ManageFeaturesPage)] },
};
