import { IconListDetails } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

// One loader for the four screens (jsa-screens.ts says why).
const loadScreens = () => import('./jsa-screens');
const JsaListPage = lazyScreen(loadScreens, 'JsaListPage');
const NewJsaPage = lazyScreen(loadScreens, 'NewJsaPage');
const JsaPage = lazyScreen(loadScreens, 'JsaPage');
const EditJsaPage = lazyScreen(loadScreens, 'EditJsaPage');

/**
 * JSA reports (spec 2.2 /jsa-reports; "task analysis" in New Zealand): the list, writing one, the
 * JSA with its sign-on register, and changing it (a new version). Account holders at the desk and
 * on the phone, supervisors and workers on the phone (spec 6: jsa for all three); staff reach the
 * JSAs of the jobs they are on (the server's rule).
 */
const JSA_ROUTES = [
  route('/jsa-reports', JsaListPage, { flag: 'showJsa' }),
  route('/jsa-reports/new', NewJsaPage, { flag: 'showJsa' }),
  route('/jsa-reports/:jsaId', JsaPage, { flag: 'showJsa' }),
  route('/jsa-reports/:jsaId/edit', EditJsaPage, { flag: 'showJsa' }),
];

const MENU_ITEM = { label: 'JSA Reports', to: '/jsa-reports', icon: IconListDetails, flag: 'showJsa', permission: 'jsa.read' } as const;

export const jsaRoutes: TFeatureRoutes = {
  tables: { company: JSA_ROUTES, staff: JSA_ROUTES },
  menu: [
    // Tools: spec 2.4's flag-gated JSA review, after Pre-Start Talks (13), before the Audit Tool (15).
    { section: 'company.tools', order: 14, ...MENU_ITEM },
    // Staff: after Pre-Start Talks (23), before the Audit Tool (25): the crew writes it at the workface.
    { section: 'staff', order: 24, ...MENU_ITEM },
  ],
};
