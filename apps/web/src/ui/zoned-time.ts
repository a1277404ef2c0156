/*
 * Times of site paperwork (a pre-start talk, a JSA and their sign-ons) are read on the company's
 * clock (its time zone, spec 9): "today" is the company's day, which is the day the server lists
 * talks by, so a talk held at 7:05 reads 7:05 am on site and in the office alike. Until the
 * company's zone is known, the phone's own is used. Intl does the zone rules; the words are ours:
 * "7:05 am", "Today at 7:05 am".
 */

type TParts = { year: number; month: number; day: number; hour: number; minute: number };

function partsIn(instant: Date, timeZone: string | undefined): TParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const pad = (value: number) => String(value).padStart(2, '0');
const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** The calendar day (YYYY-MM-DD) an instant falls on in the zone: what `on=` asks the server for. */
export function dayIn(instant: string | Date, timeZone: string | undefined): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** "7:05 am", "12:30 pm": the time of day in the zone, as people say it. */
export function timeWords(instant: string | Date, timeZone: string | undefined): string {
  const date = toDate(instant);
  if (Number.isNaN(date.getTime())) return '';
  const { hour, minute } = partsIn(date, timeZone);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${pad(minute)} ${hour < 12 ? 'am' : 'pm'}`;
}

/** The day before a calendar day (YYYY-MM-DD), by the calendar alone. */
function dayBefore(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const before = new Date(Date.UTC(year, month - 1, date - 1));
  return `${before.getUTCFullYear()}-${pad(before.getUTCMonth() + 1)}-${pad(before.getUTCDate())}`;
}

/** "Today", "Yesterday" or "26/11/2026" for a calendar day, against today's. */
export function dayWords(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === dayBefore(today)) return 'Yesterday';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** "Today at 7:05 am", "Yesterday at 6:45 am", "24/11/2026 at 7:00 am". */
export function whenWords(instant: string | Date, timeZone: string | undefined, now: Date = new Date()): string {
  const day = dayIn(instant, timeZone);
  if (!day) return '';
  return `${dayWords(day, dayIn(now, timeZone))} at ${timeWords(instant, timeZone)}`;
}
