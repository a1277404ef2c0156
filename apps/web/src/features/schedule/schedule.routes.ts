import { IconCalendarEvent } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const SchedulePage = lazyScreen(() => import('./SchedulePage'), 'SchedulePage');
const NewSchedulePage = lazyScreen(() => import('./NewSchedulePage'), 'NewSchedulePage');

export const scheduleRoutes: TFeatureRoutes = {
  tables: { company: [route('/schedule', SchedulePage), route('/schedule-new', NewSchedulePage)] },
  menu: [{ section: 'company.tools', order: 10, label: 'Work Schedule', to: '/schedule', icon: IconCalendarEvent }],
};
