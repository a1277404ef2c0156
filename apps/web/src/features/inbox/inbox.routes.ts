import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const NotificationsPage = lazyScreen(() => import('./NotificationsPage'), 'NotificationsPage');

const NOTIFICATIONS = [route('/user/notifications', NotificationsPage)];

export const inboxRoutes: TFeatureRoutes = {
  tables: { company: NOTIFICATIONS, staff: NOTIFICATIONS },
};
