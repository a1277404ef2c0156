import { eq } from 'drizzle-orm';
import { mondayOf, zonedDateOf, zonedStartOfDay } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides, TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { companies, qualifications } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

export { buildEntry } from '../timesheets/timesheets-test-kit.js';
export { buildAssignment, buildJob } from '../../../test/work-factories.js';

const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A company with timesheets on: its owner (PAH), a supervisor (SAH) and a labourer (NAH), all signed in. */
export async function dashboardsTeam(t: TestApp, overrides: CompanyOverrides = {}) {
  const company = await buildCompany(t.db, { enabledFeatures: ['timesheet', 'swms'], ...overrides });
  const people = {
    owner: await buildUser(t.db, { company, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' }),
    supervisor: await buildUser(t.db, { company, roles: ['SAH'], firstName: 'Sam', lastName: 'Super' }),
    labourer: await buildUser(t.db, { company, roles: ['NAH'], firstName: 'Nat', lastName: 'Labourer' }),
  };
  const token = async (user: TestUser) => (await loginAs(t.ctx, user)).token;
  return {
    company,
    people,
    owner: await token(people.owner),
    supervisor: await token(people.supervisor),
    labourer: await token(people.labourer),
  };
}

export async function setCompany(t: TestApp, companyId: string, changes: Partial<typeof companies.$inferInsert>): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(companies).set(changes).where(eq(companies.id, companyId)));
}

export async function buildLicence(t: TestApp, user: TestUser, name: string, expiresOn: string | null): Promise<void> {
  if (!user.companyId) throw new Error('buildLicence: the person needs a company');
  const companyId = user.companyId;
  await withSystem(t.db, (tx) => tx.insert(qualifications).values({ companyId, userId: user.id, kind: 'trade_licence', name, expiresOn }));
}

/** The Monday of this week in the zone, and an instant at a given hour of one of its days. */
export function thisWeek(timeZone: string) {
  const monday = mondayOf(zonedDateOf(new Date(), timeZone));
  const start = zonedStartOfDay(monday, timeZone);
  return { monday, at: (day: number, hour: number) => new Date(start.getTime() + day * DAY_MS + hour * HOUR_MS) };
}

type Method = 'GET' | 'POST' | 'DELETE';

/** Calls the API as a person (or nobody for null). */
export function api(t: TestApp) {
  return (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}
