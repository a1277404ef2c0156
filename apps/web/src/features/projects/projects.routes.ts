import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ProjectIntroPage = lazyScreen(() => import('./ProjectIntroPage'), 'ProjectIntroPage');
const ProjectListPage = lazyScreen(() => import('./ProjectListPage'), 'ProjectListPage');
const ProjectCreatePage = lazyScreen(() => import('./ProjectCreatePage'), 'ProjectCreatePage');
const ProjectClientPage = lazyScreen(() => import('./ProjectClientPage'), 'ProjectClientPage');
const ProjectPcPage = lazyScreen(() => import('./ProjectPcPage'), 'ProjectPcPage');
const ProjectPage = lazyScreen(() => import('./ProjectPage'), 'ProjectPage');
const ProjectEditPage = lazyScreen(() => import('./ProjectEditPage'), 'ProjectEditPage');
const ProjectViewPage = lazyScreen(() => import('./ProjectViewPage'), 'ProjectViewPage');

/** Projects (spec 2.2): edit, view, client-details and pc-details name their project in ?projectId=. */
export const projectsRoutes: TFeatureRoutes = {
  tables: {
    company: [
      route('/worksite/:worksiteId/project/intro', ProjectIntroPage),
      route('/worksite/:worksiteId/project/list', ProjectListPage),
      route('/worksite/:worksiteId/project/create', ProjectCreatePage),
      route('/worksite/:worksiteId/project/client-details', ProjectClientPage),
      route('/worksite/:worksiteId/project/pc-details', ProjectPcPage),
      route('/worksite/:worksiteId/project/edit', ProjectEditPage),
      route('/worksite/:worksiteId/project/view', ProjectViewPage),
      route('/worksite/:worksiteId/project/:projectId', ProjectPage),
    ],
  },
};
