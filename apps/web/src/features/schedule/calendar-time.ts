import { fromZonedFields, toZonedFields } from '../jobs/zoned-time';

/*
 * The calendar shows the company's time zone whatever the browser's is, and FullCalendar can only
 * do named zones with an extra library. So it runs in UTC and is fed "wall clock as UTC": a job at
 * 7:00 AM Brisbane time goes in as 07:00Z, and a date it hands back (a drop, a selected slot, the
 * visible range) is read the same way, as the company's wall clock, and turned into the instant.
 */

const DAY_MS = 86_400_000;

/** The instant as the calendar's UTC wall clock ('2026-12-07T07:00:00Z'). */
export function toCalendarTime(iso: string, timeZone: string): string {
  const { date, time } = toZonedFields(iso, timeZone);
  return `${date}T${time}:00Z`;
}

/** A calendar date (wall clock as UTC) as the real instant in the company's zone. */
export function fromCalendarTime(value: Date, timeZone: string): string {
  const iso = value.toISOString();
  // Always a well-formed date and time here, so the zone conversion cannot come back empty.
  return fromZonedFields(iso.slice(0, 10), iso.slice(11, 16), timeZone) ?? iso;
}

/** The calendar day (YYYY-MM-DD) of a calendar date. */
export const calendarDay = (value: Date): string => value.toISOString().slice(0, 10);

/** The date and time fields ('YYYY-MM-DD', 'HH:mm') of a calendar date, for the form inputs. */
export function calendarFields(value: Date): { date: string; time: string } {
  const iso = value.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The days the view shows, for GET /api/v3/schedule (`to` is the day after the last). */
export function visibleDays(start: Date, end: Date): { from: string; to: string } {
  return { from: calendarDay(start), to: calendarDay(end) };
}

/** A day as YYYY-MM-DD moved by whole days (for the range around a chosen date). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today in the company's zone, as the calendar's UTC wall clock (its "now" line and today cell). */
export function calendarNow(timeZone: string, now = new Date()): string {
  return toCalendarTime(now.toISOString(), timeZone);
}

/** Whether a YYYY-MM-DD from a link is a real day (otherwise the calendar opens on today). */
export function isDay(value: string | null): value is string {
  return (
    !!value &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)
  );
}
