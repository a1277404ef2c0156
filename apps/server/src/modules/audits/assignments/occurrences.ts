// rrule is a CommonJS package whose named exports Node cannot see from an ES module: its default is the whole package.
import rrule from 'rrule';
import type { Frequency } from 'rrule';
import { addDays, instantOf } from '@hivis/contracts';
import type { TAuditRecurrence, TAuditSchedule } from '@hivis/contracts';

/*
 * An assignment's occurrences, from its schedule. The recurrence is an iCalendar RRULE (the
 * `rrule` library) over calendar days: the days are the company's, so the rule runs on "floating"
 * dates (midnight UTC standing for the day) and each day's due time is placed on the company's
 * clock afterwards with instantOf. Nothing about occurrences is stored; they are worked out here.
 */

const { RRule } = rrule;
type RRule = InstanceType<typeof RRule>;

const FREQUENCIES: Record<Exclude<TAuditRecurrence, 'once'>, Frequency> = {
  daily: RRule.DAILY,
  weekly: RRule.WEEKLY,
  monthly: RRule.MONTHLY,
  yearly: RRule.YEARLY,
};

const floating = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The schedule as an RRULE; a one-off is a rule of one. */
export function ruleOf(schedule: Pick<TAuditSchedule, 'recurrence' | 'startsOn' | 'endsOn'>): RRule {
  const dtstart = floating(schedule.startsOn);
  if (schedule.recurrence === 'once') return new RRule({ freq: RRule.DAILY, count: 1, dtstart });
  return new RRule({
    freq: FREQUENCIES[schedule.recurrence],
    dtstart,
    ...(schedule.endsOn ? { until: floating(schedule.endsOn) } : {}),
    // A monthly audit from the 31st falls on each month's last day, not only on months with a 31st.
    ...(schedule.recurrence === 'monthly' && Number(schedule.startsOn.slice(8)) > 28 ? { bymonthday: [Number(schedule.startsOn.slice(8)), -1] } : {}),
  });
}

/** The rule's text as calendars read it (RFC 5545), e.g. "DTSTART:20261204T000000Z\nRRULE:FREQ=WEEKLY". */
export const rruleText = (schedule: Pick<TAuditSchedule, 'recurrence' | 'startsOn' | 'endsOn'>) => ruleOf(schedule).toString();

export type TOccurrence = { on: string; dueAt: Date };

/** The occurrences on the days from `from` to `to`, both included, with when each is due. */
export function occurrencesBetween(schedule: TAuditSchedule, timeZone: string, from: string, to: string): TOccurrence[] {
  const days = ruleOf(schedule).between(floating(from), floating(to), true).map(dayOf);
  // bymonthday [29..31, -1] gives two days in a month that has the day: keep the first of each month.
  const kept = schedule.recurrence === 'monthly' ? days.filter((day, index) => days[index - 1]?.slice(0, 7) !== day.slice(0, 7)) : days;
  return kept.map((on) => ({ on, dueAt: instantOf(on, schedule.dueTime, timeZone) }));
}

/** The occurrence before a day's (null for the first): its due time opens the next one. */
export function occurrenceBefore(schedule: TAuditSchedule, timeZone: string, day: string): TOccurrence | null {
  const previous = ruleOf(schedule).before(floating(day), false);
  if (!previous) return null;
  const on = dayOf(previous);
  // Two days of one month (bymonthday above): the earlier one stands for the month.
  const earlier = schedule.recurrence === 'monthly' ? ruleOf(schedule).before(previous, false) : null;
  const month = earlier && dayOf(earlier).slice(0, 7) === on.slice(0, 7) ? dayOf(earlier) : on;
  return { on: month, dueAt: instantOf(month, schedule.dueTime, timeZone) };
}

/**
 * The occurrences open at `now` or overdue within `lookBackDays`: an occurrence opens when the one
 * before it was due (the first on its own day), and is overdue after its own due time.
 */
export function openOccurrences(
  schedule: TAuditSchedule,
  timeZone: string,
  now: Date,
  today: string,
  lookBackDays: number,
): Array<TOccurrence & { overdue: boolean }> {
  // The next one may open before its own day (a weekly one opens when last week's was due).
  const next = occurrencesBetween(schedule, timeZone, today, addDays(today, 400))[0];
  const past = occurrencesBetween(schedule, timeZone, addDays(today, -lookBackDays), addDays(today, -1));
  const found: Array<TOccurrence & { overdue: boolean }> = past.map((occurrence) => ({ ...occurrence, overdue: occurrence.dueAt <= now }));
  if (next) {
    const before = occurrenceBefore(schedule, timeZone, next.on);
    const opensAt = before ? before.dueAt : instantOf(schedule.startsOn, '00:00', timeZone);
    if (opensAt <= now) found.push({ ...next, overdue: next.dueAt <= now });
  }
  return found;
}
