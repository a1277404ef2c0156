/*
 * A job's times as people read them (spec 9): DD/MM/YYYY and hh:mm A, in the company's time zone,
 * whoever reads them and wherever their phone is. Computed on the server so the mail, the link page
 * and the app all say the same.
 */

function partsOf(date: Date, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

const dayOf = (parts: Record<string, string>) => `${parts.weekday} ${parts.day}/${parts.month}/${parts.year}`;
const timeOf = (parts: Record<string, string>) => `${parts.hour}:${parts.minute} ${(parts.dayPeriod ?? '').toUpperCase()}`;

/** "Mon 23/11/2026 07:00 AM – 03:30 PM", or across days both dates; "Not scheduled yet" without a start. */
export function formatJobWindow(start: Date | null, end: Date | null, timeZone: string): string {
  if (!start) return 'Not scheduled yet';
  const from = partsOf(start, timeZone);
  if (!end) return `${dayOf(from)} ${timeOf(from)}`;
  const to = partsOf(end, timeZone);
  if (dayOf(from) === dayOf(to)) return `${dayOf(from)} ${timeOf(from)} – ${timeOf(to)}`;
  return `${dayOf(from)} ${timeOf(from)} – ${dayOf(to)} ${timeOf(to)}`;
}
