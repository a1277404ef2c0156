import { IconClockHour4 } from '@tabler/icons-react';
import { lazyScreen } from '../../ui/navigation/lazy-screen';
import { route } from '../../ui/navigation/route-entry';
import type { TFeatureRoutes } from '../../ui/navigation/feature-routes';

const TimesheetsPage = lazyScreen(() => import('./TimesheetsPage'), 'TimesheetsPage');
const JobTimesheetPage = lazyScreen(() => import('./JobTimesheetPage'), 'JobTimesheetPage');

/** Timesheets are ours (the spec has no flag for TimeSheet): only for a company that has the feature. */
export const timesheetsRoutes: TFeatureRoutes = {
  tables: {
    company: [
      route('/timesheets', TimesheetsPage, { feature: 'timesheet' }),
      route('/worksite/:worksiteId/project/:projectId/job/:jobId/time-sheet', JobTimesheetPage, { feature: 'timesheet' }),
    ],
  },
  // In the company menu only, beside the schedule; the access table says who may read timesheets.
  menu: [{ section: 'company.tools', order: 20, label: 'Timesheets', to: '/timesheets', icon: IconClockHour4, permission: 'timesheets.read' }],
};
