import { mondayOf, zonedDateOf, zonedStartOfDay } from '@hivis/contracts';
import type { CompanyOverrides } from './factories.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A company with timesheets on: its owner (PAH), a supervisor (SAH) and a labourer (NAH), all signed in. */
export async function dashboardsTeam(t: TestApp, overrides: CompanyOverrides = {}) {
  const { company, people } = await buildTeam(
    t,
    {
      owner: { roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' },
      supervisor: { roles: ['SAH'], firstName: 'Sam', lastName: 'Super' },
      labourer: { roles: ['NAH'], firstName: 'Nat', lastName: 'Labourer' },
    },
    { enabledFeatures: ['timesheet', 'swms'], ...overrides },
  );
  return { company, people, owner: people.owner.token, supervisor: people.supervisor.token, labourer: people.labourer.token };
}

/** The Monday of this week in the zone, and an instant at a given hour of one of its days. */
export function thisWeek(timeZone: string) {
  const monday = mondayOf(zonedDateOf(new Date(), timeZone));
  const start = zonedStartOfDay(monday, timeZone);
  return { monday, at: (day: number, hour: number) => new Date(start.getTime() + day * DAY_MS + hour * HOUR_MS) };
}
