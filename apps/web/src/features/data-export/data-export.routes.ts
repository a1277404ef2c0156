import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const DataManagementPage = lazyScreen(() => import('./DataManagementPage'), 'DataManagementPage');

/** Bulk data out (spec 2.2): every record as one ZIP. */
export const dataExportRoutes: TFeatureRoutes = {
  tables: { company: [route('/data-management', DataManagementPage)] },
};
