/*
 * An incident's times are typed on the phone where it happened, so they are read and typed in the
 * phone's own zone (the person's clock), and sent as instants. The date and time fields carry
 * 'YYYY-MM-DD' and 'HH:mm', as the browser's date and time inputs do.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** The date and time fields of an instant on this phone's clock. */
export function localFields(instant: Date): { date: string; time: string } {
  return {
    date: `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`,
    time: `${pad(instant.getHours())}:${pad(instant.getMinutes())}`,
  };
}

/** The instant (ISO 8601, UTC) the phone's clock shows as this date and time; null for a blank or bad one. */
export function fromLocalFields(date: string, time: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const instant = new Date(Number(dateMatch[1]), Number(dateMatch[2]) - 1, Number(dateMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  // new Date rolls 31/02 over into March: a day the calendar does not have is not a date.
  if (Number.isNaN(instant.getTime()) || localFields(instant).date !== date) return null;
  return instant.toISOString();
}

/** Today on this phone's calendar (YYYY-MM-DD): what a corrective action's due day is compared with. */
export function todayOnPhone(now: Date = new Date()): string {
  return localFields(now).date;
}
