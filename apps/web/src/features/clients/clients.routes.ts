import { IconAddressBook } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const ClientsContactsPage = lazyScreen(() => import('./ClientsContactsPage'), 'ClientsContactsPage');
const AddClientOrContactPage = lazyScreen(() => import('./AddClientOrContactPage'), 'AddClientOrContactPage');
const ClientDetailsPage = lazyScreen(() => import('./ClientDetailsPage'), 'ClientDetailsPage');
const ContactDetailsPage = lazyScreen(() => import('./ContactDetailsPage'), 'ContactDetailsPage');

/** Clients & Contacts (spec 2.2); a client's own page is ours: /staff/contacts/client/{clientId}. */
export const clientsRoutes: TFeatureRoutes = {
  tables: {
    company: [
      route('/staff/contacts', ClientsContactsPage),
      route('/staff/contacts/add', AddClientOrContactPage),
      route('/staff/contacts/client/:clientId', ClientDetailsPage),
      route('/staff/contacts/:contactId', ContactDetailsPage),
    ],
  },
  menu: [{ section: 'company.manage', order: 40, label: 'Clients & Contacts', to: '/staff/contacts', icon: IconAddressBook }],
};
