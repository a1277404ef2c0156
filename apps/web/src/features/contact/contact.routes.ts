import { IconMessageCircle } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ContactPage = lazyScreen(() => import('./ContactPage'), 'ContactPage');

const CONTACT_US = { label: 'Contact Us', to: '/contact', icon: IconMessageCircle };

/** Spec 2.3: contact stays open to every role, suspended and inactive accounts included. */
export const contactRoutes: TFeatureRoutes = {
  tables: { public: [route('/contact', ContactPage)] },
  menu: [
    { section: 'guest', order: 40, ...CONTACT_US },
    { section: 'company.support', order: 20, ...CONTACT_US },
    { section: 'staff', order: 40, ...CONTACT_US },
  ],
};
