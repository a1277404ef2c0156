import { useLocation } from 'react-router';

/*
 * The people screens live under /staff/employee, and the owner's first-run path from Home reaches
 * the same screens under /home/employee; links stay on the path the person came by.
 */

export type TEmployeeBase = '/staff/employee' | '/home/employee';

export function useEmployeeBase(): TEmployeeBase {
  return useLocation().pathname.startsWith('/home/') ? '/home/employee' : '/staff/employee';
}

export const employeePath = (id: string) => `/staff/employee/${id}`;
export const notificationSettingsPath = (id: string) => `/staff/employee/notification/${id}`;
export const CHANGE_PLAN_PATH = '/user/account/change-plan';

/** Calendar dates (YYYY-MM-DD) as DD/MM/YYYY, without a time zone shifting the day. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}/${month}/${year}` : value;
}

/** Minutes as "7 h 30 min", "0 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
