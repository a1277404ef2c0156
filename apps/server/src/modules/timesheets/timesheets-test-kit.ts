import { eq } from 'drizzle-orm';
import type { TFeatureKey } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides, TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { companies, timeEntries } from '../../db/schema/index.js';
import type { JobRow, TimeEntryRow } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** Features of a company that has timesheets. */
export const WITH_TIMESHEETS: TFeatureKey[] = ['timesheet', 'swms'];

export type Member = TestUser & { token: string };

async function member(t: TestApp, company: TestUser['company'], roles: string[], firstName: string): Promise<Member> {
  const user = await buildUser(t.db, { company, roles, firstName, lastName: 'Tester' });
  return { ...user, token: (await loginAs(t.ctx, user)).token };
}

/**
 * A company with timesheets on: its owner (PAH), a supervisor (SAH), a labourer (NAH), and a job
 * (worksite, project) the supervisor has accepted.
 */
export async function timesheetTeam(t: TestApp, overrides: CompanyOverrides = {}) {
  const company = await buildCompany(t.db, { enabledFeatures: WITH_TIMESHEETS, ...overrides });
  const owner = await member(t, company, ['PAH'], 'Olive');
  const supervisor = await member(t, company, ['SAH'], 'Sam');
  const labourer = await member(t, company, ['NAH'], 'Nat');
  const job = await buildJob(t.db, company.id, { status: 'IN_PROGRESS' });
  await buildAssignment(t.db, job, supervisor.id, { status: 'accepted' });
  return { company, owner, supervisor, labourer, job };
}

export async function addMember(t: TestApp, company: TestUser['company'], roles: string[], firstName: string): Promise<Member> {
  return member(t, company, roles, firstName);
}

export async function setCompany(t: TestApp, companyId: string, changes: Partial<typeof companies.$inferInsert>): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(companies).set(changes).where(eq(companies.id, companyId)));
}

/** Calls the API as a person (or nobody for null). */
export function api(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** A shift written straight to the database, for weeks and exports with exact times. */
export async function buildEntry(
  t: TestApp,
  job: Pick<JobRow, 'id' | 'companyId'>,
  userId: string,
  values: Partial<typeof timeEntries.$inferInsert> & { clockInAt: Date },
): Promise<TimeEntryRow> {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(timeEntries)
      .values({ companyId: job.companyId, jobId: job.id, userId, ...values })
      .returning(),
  );
  if (!row) throw new Error('buildEntry: no row returned');
  return row;
}

export async function entryRow(t: TestApp, entryId: string): Promise<TimeEntryRow | undefined> {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(timeEntries).where(eq(timeEntries.id, entryId)));
  return row;
}

export async function entriesOf(t: TestApp, userId: string): Promise<TimeEntryRow[]> {
  return withSystem(t.db, (tx) => tx.select().from(timeEntries).where(eq(timeEntries.userId, userId)));
}

export { buildAssignment, buildJob };
