import { formatCalendarDate, formatZonedTime } from '@hivis/contracts';

/** 450 → '7h 30m'; what a person reads at a glance. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${String(rest).padStart(2, '0')}m`;
}

/** 'Mon 16/11' for a column head. */
export function shortDay(date: string): string {
  const names = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return `${names[weekday] ?? ''} ${formatCalendarDate(date).slice(0, 5)}`;
}

export const timeIn = (instant: string | null, timeZone: string) => (instant ? formatZonedTime(instant, timeZone) : '');
