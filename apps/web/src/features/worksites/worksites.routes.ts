import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { redirect, route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// Screens of one module share its loader: the first-load script carries one import of it, not one per screen.
const loadWorksiteEditorPages = () => import('./WorksiteEditorPages');
const WorksiteListPage = lazyScreen(() => import('./WorksiteListPage'), 'WorksiteListPage');
const WorksiteCreatePage = lazyScreen(loadWorksiteEditorPages, 'WorksiteCreatePage');
const WorksiteEditPage = lazyScreen(loadWorksiteEditorPages, 'WorksiteEditPage');

/** Worksites (spec 2.2): /worksite and /worksite/manage show the list (docs/decisions.md, Worksites). */
export const worksitesRoutes: TFeatureRoutes = {
  tables: {
    company: [
      redirect('/worksite', '/worksite/list'),
      redirect('/worksite/manage', '/worksite/list'),
      route('/worksite/list', WorksiteListPage),
      route('/worksite/create', WorksiteCreatePage),
      route('/worksite/:worksiteId/edit', WorksiteEditPage),
    ],
  },
};
