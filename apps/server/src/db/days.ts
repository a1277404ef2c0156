import { sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** Midnight starting a day ('2026-03-01') in a time zone, as a timestamp with time zone. */
export const zoneMidnight = (day: string, timeZone: string): SQL => sql`(${day}::date::timestamp at time zone ${timeZone})`;

/**
 * A timestamp within the days from `start` to `end`, both included, in the company's time zone:
 * a list's "made on or after" and "on or before" filters. Either end may be open.
 */
export function withinDays(column: AnyColumn, days: { start?: string; end?: string }, timeZone: string): SQL | undefined {
  const from = days.start ? sql`${column} >= ${zoneMidnight(days.start, timeZone)}` : undefined;
  const to = days.end ? sql`${column} < ${zoneMidnight(days.end, timeZone)} + interval '1 day'` : undefined;
  if (from && to) return sql`${from} and ${to}`;
  return from ?? to;
}
