/*
 * Calendar wording in the spec's formats (DD/MM/YYYY, hh:mm A) instead of FullCalendar's US English.
 * Dates here are the calendar's UTC wall clock, so only their UTC fields are read.
 */
const pad = (value: number) => String(value).padStart(2, '0');
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const dayMonth = (date: Date) => `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}`;
export const fullDate = (date: Date) => `${dayMonth(date)}/${date.getUTCFullYear()}`;
export const weekdayOf = (date: Date) => WEEKDAYS[date.getUTCDay()] ?? '';

/** '07:00 AM' */
export function clockTime(date: Date): string {
  const hours = date.getUTCHours();
  return `${pad(hours % 12 === 0 ? 12 : hours % 12)}:${pad(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** The heading of the days on show: 'November 2026', '23/11/2026 – 29/11/2026' or 'Mon 23/11/2026'. */
export function rangeTitle(view: string, start: Date, end: Date, current: Date): string {
  if (view === 'dayGridMonth') return `${MONTHS[current.getUTCMonth()] ?? ''} ${current.getUTCFullYear()}`;
  const last = new Date(end.getTime() - 86_400_000);
  if (view === 'timeGridDay') return `${weekdayOf(start)} ${fullDate(start)}`;
  return `${fullDate(start)} – ${fullDate(last)}`;
}
