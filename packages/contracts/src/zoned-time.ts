/*
 * Days and times on a company's clock: a site in Perth keeps Perth's days whatever the server's
 * zone. Plain Intl, no library, on the timesheets' zone arithmetic (rules/timesheet-time.ts).
 */

import { plusDays, zoneOffsetMs, zonedDateOf } from './rules/timesheet-time.js';

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone (the timesheets' rule, by its audits name). */
export const dayIn = zonedDateOf;

/** The day `days` after (or before) a calendar day. */
export const addDays = plusDays;

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
  const before = wall - zoneOffsetMs(new Date(wall - DAY), timeZone);
  const after = wall - zoneOffsetMs(new Date(wall + DAY), timeZone);
  const real = [before, after].filter((instant) => instant + zoneOffsetMs(new Date(instant), timeZone) === wall);
  // Skipped: the offset before the change carries it past the gap, to the hour after.
  return new Date(real.length > 0 ? Math.min(...real) : before);
}
