/*
 * Job times are instants (stored UTC) that people read and type in the company's time zone, not
 * the browser's: an owner in Perth schedules a Brisbane job in Brisbane time. Intl does the zone
 * rules (daylight saving included); the date and time fields carry 'YYYY-MM-DD' and 'HH:mm'.
 */

export const DEFAULT_TIME_ZONE = 'Australia/Brisbane';

type TParts = { year: number; month: number; day: number; hour: number; minute: number };

function partsIn(instant: Date, timeZone: string): TParts {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0 };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The date and time fields of an instant, as seen in the zone ('' for none). */
export function toZonedFields(iso: string | null | undefined, timeZone: string): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return { date: '', time: '' };
  const p = partsIn(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant (ISO, UTC) at which the zone's clock shows this date and time. Guess the wall time
 * as if it were UTC, see what the zone shows then, and correct by the difference; a second pass
 * settles the guesses that straddle a daylight-saving change. Null for a blank or bad date.
 */
export function fromZonedFields(date: string, time: string, timeZone: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time || '00:00');
  if (!dateMatch || !timeMatch) return null;
  const wall = Date.UTC(Number(dateMatch[1]), Number(dateMatch[2]) - 1, Number(dateMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  let guess = wall;
  for (let pass = 0; pass < 2; pass += 1) {
    const seen = partsIn(new Date(guess), timeZone);
    const shown = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute);
    guess += wall - shown;
  }
  return new Date(guess).toISOString();
}

/** DD/MM/YYYY in the zone. */
export function formatZonedDate(iso: string | null | undefined, timeZone: string): string {
  const { date } = toZonedFields(iso, timeZone);
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** hh:mm A in the zone. */
export function formatZonedTime(iso: string | null | undefined, timeZone: string): string {
  const { time } = toZonedFields(iso, timeZone);
  if (!time) return '';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${pad(twelve)}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'DD/MM/YYYY hh:mm A', or the fallback when not set. */
export function formatZoned(iso: string | null | undefined, timeZone: string, fallback = 'Not set'): string {
  if (!iso) return fallback;
  return `${formatZonedDate(iso, timeZone)} ${formatZonedTime(iso, timeZone)}`;
}

/** The job's window in one line: start to end, the end's date left out when it is the same day. */
export function formatSchedule(start: string | null, end: string | null, timeZone: string): string {
  if (!start && !end) return 'Not scheduled';
  if (!end) return `From ${formatZoned(start, timeZone)}`;
  if (!start) return `Until ${formatZoned(end, timeZone)}`;
  const sameDay = formatZonedDate(start, timeZone) === formatZonedDate(end, timeZone);
  return `${formatZoned(start, timeZone)} to ${sameDay ? formatZonedTime(end, timeZone) : formatZoned(end, timeZone)}`;
}
