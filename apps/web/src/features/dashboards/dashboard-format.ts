import { daysBetween, formatCalendarDate } from '@hivis/contracts';
import type { TDashboardId, TLicenceBucket } from '@hivis/contracts';
import { formatDuration } from '../timesheets/timesheet-format';

export const DASHBOARDS_PATH = '/dashboard';
export const dashboardPath = (id: TDashboardId) => `${DASHBOARDS_PATH}/${id}`;
export const TIMESHEETS_PATH = '/timesheets';
export const EMPLOYEES_PATH = '/staff/employee';

export const LICENCE_BUCKET_LABELS: Record<TLicenceBucket, string> = {
  expired: 'Expired',
  within30: 'Within 30 days',
  within60: '31 to 60 days',
  within90: '61 to 90 days',
};

/** Under the bars of the licence chart: four fit side by side at 360 px. */
export const LICENCE_BUCKET_AXIS_LABELS: Record<TLicenceBucket, string> = {
  expired: 'Expired',
  within30: '0-30 days',
  within60: '31-60',
  within90: '61-90',
};

/** Hours at a glance; no time at all reads '0h' rather than '0m'. */
export const hoursLabel = (minutes: number) => (minutes === 0 ? '0h' : formatDuration(minutes));

/** 'Expired 3 days ago', 'Expires today', 'Expires in 12 days': counted in the company's days. */
export function expiryLabel(expiresOn: string, today: string): string {
  const days = daysBetween(today, expiresOn);
  if (days < 0) return days === -1 ? 'Expired yesterday' : `Expired ${-days} days ago`;
  if (days === 0) return 'Expires today';
  return days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;
}

export const weekOfLabel = (monday: string) => `Week of ${formatCalendarDate(monday)}`;

export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The snippet an owner pastes into an intranet page or a TV's browser page. */
export function embedSnippet(url: string, title: string): string {
  const safeTitle = title.replace(/[<>&"]/g, '');
  return `<iframe src="${url.replace(/"/g, '%22')}" title="${safeTitle}" width="100%" height="900" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>`;
}
