import { IconHome, IconRocket } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const GuestHomePage = lazyScreen(() => import('./GuestHomePage'), 'GuestHomePage');
const GettingStartedPage = lazyScreen(() => import('./GettingStartedPage'), 'GettingStartedPage');

/** The signed-out home and Getting Started. Signed in, / and /home are the role's own home. */
export const publicRoutes: TFeatureRoutes = {
  tables: {
    public: [route('/getting-started', GettingStartedPage)],
    guest: [route('/', GuestHomePage), route('/home', GuestHomePage)],
  },
  menu: [
    { section: 'guest', order: 10, label: 'Home', to: '/', icon: IconHome },
    { section: 'guest', order: 20, label: 'Getting Started', to: '/getting-started', icon: IconRocket },
  ],
};
