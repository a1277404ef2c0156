import { IconHelpCircle } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const HelpPage = lazyScreen(() => import('./HelpPage'), 'HelpPage');
const UserGuidePage = lazyScreen(() => import('./UserGuidePage'), 'UserGuidePage');
const FaqsPage = lazyScreen(() => import('./FaqsPage'), 'FaqsPage');

const HELP = { label: 'Help', to: '/help', icon: IconHelpCircle };

/** Spec 2.3: help stays open to every role, suspended and inactive accounts included. */
export const helpRoutes: TFeatureRoutes = {
  tables: {
    public: [route('/help', HelpPage), route('/help/user-guide', UserGuidePage), route('/help/faqs', FaqsPage)],
  },
  menu: [
    { section: 'company.support', order: 10, ...HELP },
    { section: 'staff', order: 30, ...HELP },
  ],
};
