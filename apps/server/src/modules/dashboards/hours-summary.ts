import { workedMinutes } from '@hivis/contracts';
import type { THoursTile } from '@hivis/contracts';
import type { WeekShiftRow } from './operations.queries.js';
import { dashboardNameOf } from './people-names.js';
import type { TNaming } from './people-names.js';

/** How many people the hours chart shows; the total covers everyone. */
export const HOURS_CHART_PEOPLE = 10;

/**
 * Worked minutes per person for the week, computed shift by shift exactly as the timesheets
 * screen does (workedMinutes: breaks out, a running shift up to now), so the two always agree.
 */
export function summariseWeekHours(shifts: WeekShiftRow[], weekStart: string, naming: TNaming, now = new Date()): THoursTile {
  const byPerson = new Map<string, { userId: string; name: string; minutes: number }>();
  for (const shift of shifts) {
    const minutes = workedMinutes({ clockInAt: shift.clockInAt.toISOString(), clockOutAt: shift.clockOutAt?.toISOString() ?? null, breaks: shift.breaks }, now);
    const person = byPerson.get(shift.userId) ?? { userId: shift.userId, name: dashboardNameOf(shift, naming), minutes: 0 };
    person.minutes += minutes;
    byPerson.set(shift.userId, person);
  }
  const people = [...byPerson.values()].sort((a, b) => b.minutes - a.minutes || a.name.localeCompare(b.name));
  return {
    weekStart,
    totalMinutes: people.reduce((sum, person) => sum + person.minutes, 0),
    peopleCount: people.length,
    people: people.slice(0, HOURS_CHART_PEOPLE),
  };
}
