import type { TDashboardId } from '@hivis/contracts';

/** The dashboards an owner can open: defined here, in code, so every company has the same ones. */
export const DASHBOARD_CATALOGUE: ReadonlyArray<{ id: TDashboardId; title: string; description: string }> = [
  {
    id: 'operations',
    title: 'Operations',
    description: 'Jobs by status, jobs coming up in the next 14 days, overdue jobs, hours this week and timesheets to approve.',
  },
  {
    id: 'compliance',
    title: 'Licences and people',
    description: 'Licences expired or expiring in the next 30, 60 and 90 days, and people who have not set up their account.',
  },
];

export function dashboardTitle(id: TDashboardId): string {
  return DASHBOARD_CATALOGUE.find((entry) => entry.id === id)?.title ?? id;
}
