import { IconFileImport } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ImportDataPage = lazyScreen(() => import('./ImportDataPage'), 'ImportDataPage');

/** Bulk data in (spec 2.2): import from CSV. */
export const dataImportRoutes: TFeatureRoutes = {
  tables: { company: [route('/import-data', ImportDataPage)] },
  menu: [{ section: 'company.tools', order: 30, label: 'Import Data', to: '/import-data', icon: IconFileImport }],
};
