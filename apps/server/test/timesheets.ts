import { eq } from 'drizzle-orm';
import type { TFeatureKey } from '@hivis/contracts';
import { timeEntries } from '../src/db/schema/index.js';
import type { TimeEntryRow } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { buildCompany } from './factories.js';
import type { CompanyOverrides } from './factories.js';
import { buildMember } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob } from './work-factories.js';

/** Features of a company that has timesheets. */
export const WITH_TIMESHEETS: TFeatureKey[] = ['timesheet', 'swms'];

/**
 * A company with timesheets on: its owner (PAH), a supervisor (SAH), a labourer (NAH), all signed
 * in, and a job (worksite, project) the supervisor has accepted.
 */
export async function timesheetTeam(t: TestApp, overrides: CompanyOverrides = {}) {
  const company = await buildCompany(t.db, { enabledFeatures: WITH_TIMESHEETS, ...overrides });
  const owner = await buildMember(t, { company, roles: ['PAH'], firstName: 'Olive' });
  const supervisor = await buildMember(t, { company, roles: ['SAH'], firstName: 'Sam' });
  const labourer = await buildMember(t, { company, roles: ['NAH'], firstName: 'Nat' });
  const job = await buildJob(t.db, company.id, { status: 'IN_PROGRESS' });
  await buildAssignment(t.db, job, supervisor.id, { status: 'accepted' });
  return { company, owner, supervisor, labourer, job };
}

export async function entryRow(t: TestApp, entryId: string): Promise<TimeEntryRow | undefined> {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(timeEntries).where(eq(timeEntries.id, entryId)));
  return row;
}

export async function entriesOf(t: TestApp, userId: string): Promise<TimeEntryRow[]> {
  return withSystem(t.db, (tx) => tx.select().from(timeEntries).where(eq(timeEntries.userId, userId)));
}
