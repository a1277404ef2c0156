import { and, eq, gte, sql } from 'drizzle-orm';
import type { TEmployeeHours } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { companies, timeEntries } from '../../db/schema/index.js';
import type { TTimeBreakColumn } from '../../db/schema/index.js';

const WEEKS_SHOWN = 5;
const MINUTE_MS = 60_000;

type Shift = { clockInAt: Date; clockOutAt: Date | null; breaks: TTimeBreakColumn[]; week: string };

/** Worked time of one shift: clock in to clock out (or now, while it runs), breaks taken off. */
export function workedMs(shift: Pick<Shift, 'clockInAt' | 'clockOutAt' | 'breaks'>, now: Date): number {
  const end = shift.clockOutAt ?? now;
  const total = end.getTime() - shift.clockInAt.getTime();
  const onBreak = shift.breaks.reduce((sum, item) => {
    const breakEnd = item.endAt ? new Date(item.endAt) : end;
    return sum + Math.max(0, breakEnd.getTime() - new Date(item.startAt).getTime());
  }, 0);
  return Math.max(0, total - onBreak);
}

/** Monday of the week n weeks back from a Monday (YYYY-MM-DD). */
function weeksBefore(monday: string, weeks: number): string {
  const date = new Date(`${monday}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 7 * weeks);
  return date.toISOString().slice(0, 10);
}

/**
 * Hours of this week and the four before it. Weeks start on Monday in the company's time zone,
 * so a shift that starts on Sunday evening in Brisbane counts to that week, not the next.
 */
export async function employeeHours(db: DbOrTx, companyId: string, userId: string, timeZone: string): Promise<TEmployeeHours> {
  const localWeek = (column: unknown) => sql<string>`to_char(date_trunc('week', ${column} at time zone ${timeZone}), 'YYYY-MM-DD')`;
  // One row of the company, to read the week bounds from the database clock in one statement.
  const [first] = await db
    .select({
      this_week: sql<string>`to_char(date_trunc('week', now() at time zone ${timeZone}), 'YYYY-MM-DD')`,
      since: sql<Date | string>`(date_trunc('week', now() at time zone ${timeZone}) - interval '28 days') at time zone ${timeZone}`,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!first) throw new Error('employeeHours: company not found');
  const since = new Date(first.since);
  const shifts: Shift[] = await db
    .select({ clockInAt: timeEntries.clockInAt, clockOutAt: timeEntries.clockOutAt, breaks: timeEntries.breaks, week: localWeek(timeEntries.clockInAt) })
    .from(timeEntries)
    .where(and(eq(timeEntries.companyId, companyId), eq(timeEntries.userId, userId), gte(timeEntries.clockInAt, since)));

  const now = new Date();
  const weeks = Array.from({ length: WEEKS_SHOWN }, (_, index) => ({ weekStart: weeksBefore(first.this_week, index), ms: 0 }));
  for (const shift of shifts) {
    const week = weeks.find((item) => item.weekStart === shift.week);
    if (week) week.ms += workedMs(shift, now);
  }
  const minutes = weeks.map((week) => ({ weekStart: week.weekStart, minutes: Math.round(week.ms / MINUTE_MS) }));
  return {
    weeks: minutes,
    thisWeekMinutes: minutes[0]?.minutes ?? 0,
    lastFourWeeksMinutes: minutes.slice(1).reduce((sum, week) => sum + week.minutes, 0),
  };
}
