/*
 * Days and times on a company's clock: a site in Perth keeps Perth's days whatever the server's
 * zone. Plain Intl, no library: only these two conversions are needed.
 */

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value ?? 0);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock day and time ('2026-12-04', '17:00') is in a time zone. A time the
 * clocks skip (daylight saving starting) reads as the hour after; a time they repeat, the first.
 */
export function instantOf(day: string, time: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // The offsets a day either side give the candidates: they differ only across a change of the clocks.
  const DAY = 24 * 60 * 60 * 1000;
  const before = wall - offsetAt(wall - DAY, timeZone);
  const after = wall - offsetAt(wall + DAY, timeZone);
  const real = [before, after].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  // Skipped: the offset before the change carries it past the gap, to the hour after.
  return new Date(real.length > 0 ? Math.min(...real) : before);
}

/** The day `days` after (or before) a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
