/*
 * Calendar dates and worked time for timesheets. A week is Monday to Sunday in the company's time
 * zone, and a shift counts on the day it started there; Intl does the zone arithmetic, so
 * daylight saving (Sydney, Melbourne, Auckland) is handled without a date library.
 */

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function zonedDateOf(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** Milliseconds the zone is ahead of UTC at an instant. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a calendar date starts (00:00) in a time zone. */
export function zonedStartOfDay(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - zoneOffsetMs(new Date(guess), timeZone);
  // Once more at the found instant: the offset can differ across a daylight-saving change.
  return new Date(guess - zoneOffsetMs(new Date(first), timeZone));
}

/** A calendar date plus some days (negative goes back). */
export function plusDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  return plusDays(value, 0) === value;
}

/** 1 = Monday ... 7 = Sunday, for a calendar date. */
export function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week a calendar date falls in. */
export function mondayOf(date: string): string {
  return plusDays(date, 1 - isoWeekday(date));
}

/** Whole days from one calendar date to another (to minus from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export type TBreakSpan = { startAt: string; endAt: string | null };

/**
 * Minutes of breaks, a running break counted up to `until` (the clock-out, or now for a running
 * shift).
 */
export function breakMinutes(breaks: readonly TBreakSpan[], until: Date): number {
  let ms = 0;
  for (const span of breaks) {
    const end = span.endAt ? Date.parse(span.endAt) : until.getTime();
    ms += Math.max(0, end - Date.parse(span.startAt));
  }
  return Math.round(ms / 60_000);
}

/** Minutes worked on a shift, breaks excluded; a running shift counts up to now. */
export function workedMinutes(entry: { clockInAt: string; clockOutAt: string | null; breaks: readonly TBreakSpan[] }, now = new Date()): number {
  const until = entry.clockOutAt ? new Date(entry.clockOutAt) : now;
  const gross = Math.round(Math.max(0, until.getTime() - Date.parse(entry.clockInAt)) / 60_000);
  return Math.max(0, gross - breakMinutes(entry.breaks, until));
}

/** Hours with two decimals, as payroll reads them: 450 minutes is "7.50". */
export function hoursOf(minutes: number): string {
  return (minutes / 60).toFixed(2);
}

/** DD/MM/YYYY of a calendar date written YYYY-MM-DD. */
export function formatCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** hh:mm A of an instant in a time zone, as the spec shows times. */
export function formatZonedTime(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hour12: true }).formatToParts(new Date(instant));
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('hour').padStart(2, '0')}:${value('minute')} ${value('dayPeriod').toUpperCase()}`;
}

/** DD/MM/YYYY hh:mm A of an instant in a time zone. */
export function formatZonedDateTime(instant: Date | string, timeZone: string): string {
  return `${formatCalendarDate(zonedDateOf(new Date(instant), timeZone))} ${formatZonedTime(instant, timeZone)}`;
}

/** The wall-clock 'YYYY-MM-DDTHH:mm' of an instant in a time zone (a datetime-local input's value). */
export function zonedLocalDateTime(instant: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('year')}-${value('month')}-${value('day')}T${value('hour')}:${value('minute')}`;
}

/** The instant of a wall-clock 'YYYY-MM-DDTHH:mm' in a time zone; null when it is not one. */
export function instantOfZonedLocal(local: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match || !isIsoDate(match[1] ?? '')) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  const midnight = zonedStartOfDay(match[1] ?? '', timeZone);
  const guess = new Date(midnight.getTime() + (hours * 60 + minutes) * 60_000);
  // Across a daylight-saving change the wall clock moved: correct by the difference.
  const drift = zonedLocalDateTime(guess, timeZone);
  const wanted = Date.UTC(0, 0, 1, hours, minutes);
  const [, driftTime = '00:00'] = drift.split('T');
  const [driftHours, driftMinutes] = driftTime.split(':').map(Number) as [number, number];
  const sameDay = drift.startsWith(match[1] ?? '');
  if (!sameDay) return guess;
  return new Date(guess.getTime() + (wanted - Date.UTC(0, 0, 1, driftHours, driftMinutes)));
}
