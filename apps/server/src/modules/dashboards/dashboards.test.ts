import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDashboardCatalogueSchema, ZDashboardSchema, plusDays, zonedDateOf } from '@hivis/contracts';
import type { TComplianceDashboard, TOperationsDashboard } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { dashboardsTeam, DAY_MS, thisWeek } from '../../../test/dashboards.js';
import { buildLicence, buildUser, setCompany } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildEntry, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const ZONE = 'Australia/Brisbane';
const days = (n: number) => new Date(Date.now() + n * DAY_MS);

async function operations(token: string): Promise<TOperationsDashboard> {
  const response = await call('GET', '/api/v3/dashboard/operations', token);
  expect(response.statusCode, response.body).toBe(200);
  const dashboard = ZDashboardSchema.parse(response.json());
  if (dashboard.id !== 'operations') throw new Error('expected the operations dashboard');
  return dashboard;
}

async function compliance(token: string): Promise<TComplianceDashboard> {
  const response = await call('GET', '/api/v3/dashboard/compliance', token);
  expect(response.statusCode, response.body).toBe(200);
  const dashboard = ZDashboardSchema.parse(response.json());
  if (dashboard.id !== 'compliance') throw new Error('expected the compliance dashboard');
  return dashboard;
}

describe('GET /api/v3/dashboard', () => {
  it('lists the dashboards with a headline figure each, from the company’s own records', async () => {
    const team = await dashboardsTeam(t);
    const other = await dashboardsTeam(t);
    await buildJob(t.db, team.company.id, { status: 'IN_PROGRESS' });
    await buildJob(t.db, team.company.id, { status: 'IN_PROGRESS' });
    await buildJob(t.db, team.company.id, { status: 'PENDING' });
    await buildJob(t.db, other.company.id, { status: 'IN_PROGRESS' });
    const today = zonedDateOf(new Date(), ZONE);
    await buildLicence(t.db, team.people.supervisor, 'Forklift', plusDays(today, 10));
    await buildLicence(t.db, team.people.labourer, 'White card', null);
    await buildLicence(t.db, other.people.labourer, 'EWP', plusDays(today, 1));

    const response = await call('GET', '/api/v3/dashboard', team.owner);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = ZDashboardCatalogueSchema.parse(response.json());
    expect(items.map((item) => [item.id, item.headline.value])).toEqual([
      ['operations', 2],
      ['compliance', 1],
    ]);
    expect(items[0]?.headline.label).toBe('Jobs in progress');
  });

  it('needs a sign-in (401) and an account holder (403)', async () => {
    const team = await dashboardsTeam(t);
    expectError(await call('GET', '/api/v3/dashboard', null), 401);
    expectError(await call('GET', '/api/v3/dashboard', team.supervisor), 403);
    expectError(await call('GET', '/api/v3/dashboard', team.labourer), 403);
  });
});

describe('GET /api/v3/dashboard/operations', () => {
  it('counts jobs by status, lists jobs coming up and overdue, leaving out other companies’ jobs', async () => {
    const team = await dashboardsTeam(t);
    const other = await dashboardsTeam(t);
    const soon = await buildJob(t.db, team.company.id, { title: 'Soon', scheduledStart: days(1), scheduledEnd: days(2) });
    const sooner = await buildJob(t.db, team.company.id, { title: 'Sooner', status: 'IN_PROGRESS', scheduledStart: days(0.5) });
    await buildJob(t.db, team.company.id, { title: 'Far off', scheduledStart: days(20) });
    await buildJob(t.db, team.company.id, { title: 'Done early', status: 'COMPLETED', scheduledStart: days(1) });
    const late = await buildJob(t.db, team.company.id, { title: 'Late', status: 'IN_PROGRESS', scheduledStart: days(-3), scheduledEnd: days(-1) });
    await buildJob(t.db, team.company.id, { title: 'Finished', status: 'COMPLETED', scheduledStart: days(-3), scheduledEnd: days(-1) });
    await buildJob(t.db, team.company.id, { title: 'Called off', status: 'CANCELLED', scheduledStart: days(-3), scheduledEnd: days(-1) });
    // A job of another company contracted to this one: readable to it, but not its own work.
    await buildJob(t.db, other.company.id, { title: 'Contracted', contractedCompanyId: team.company.id, scheduledStart: days(1) });

    const dashboard = await operations(team.owner);
    expect(dashboard.jobsByStatus).toEqual({
      total: 7,
      counts: [
        { status: 'PENDING', count: 2 },
        { status: 'IN_PROGRESS', count: 2 },
        { status: 'COMPLETED', count: 2 },
        { status: 'CANCELLED', count: 1 },
      ],
    });
    expect(dashboard.comingUp.count).toBe(2);
    expect(dashboard.comingUp.items.map((job) => job.id)).toEqual([sooner.id, soon.id]);
    expect(dashboard.comingUp.items[1]).toMatchObject({ title: 'Soon', projectId: soon.projectId, worksiteId: soon.worksiteId, status: 'PENDING' });
    expect(dashboard.comingUp.items[1]?.worksiteName).toMatch(/^Site /);
    expect(dashboard.overdue).toMatchObject({ count: 1, items: [{ id: late.id, title: 'Late' }] });
    expect(dashboard.timeZone).toBe(ZONE);
    expect(dashboard.today).toBe(zonedDateOf(new Date(), ZONE));
  });

  it('totals this week’s hours per person less breaks, and the weeks waiting for approval', async () => {
    const team = await dashboardsTeam(t);
    const job = await buildJob(t.db, team.company.id, { status: 'IN_PROGRESS' });
    const week = thisWeek(ZONE);
    // Monday 8:00 to 16:00 with a 30 minute break: 7.5 hours.
    await buildEntry(t.db, job, team.people.supervisor.id, {
      clockInAt: week.at(0, 8),
      clockOutAt: week.at(0, 16),
      breaks: [{ startAt: week.at(0, 12).toISOString(), endAt: new Date(week.at(0, 12).getTime() + 30 * 60_000).toISOString() }],
    });
    await buildEntry(t.db, job, team.people.labourer.id, { clockInAt: week.at(0, 7), clockOutAt: week.at(0, 9), approvedAt: new Date() });
    // Last week: approved for the labourer, still waiting for the supervisor; three weeks back, waiting.
    await buildEntry(t.db, job, team.people.labourer.id, { clockInAt: week.at(-7, 8), clockOutAt: week.at(-7, 9), approvedAt: new Date() });
    await buildEntry(t.db, job, team.people.supervisor.id, { clockInAt: week.at(-6, 8), clockOutAt: week.at(-6, 9) });
    await buildEntry(t.db, job, team.people.supervisor.id, { clockInAt: week.at(-21, 8), clockOutAt: week.at(-21, 9) });

    const dashboard = await operations(team.owner);
    expect(dashboard.hoursThisWeek).toEqual({
      weekStart: week.monday,
      totalMinutes: 450 + 120,
      peopleCount: 2,
      people: [
        { userId: team.people.supervisor.id, name: 'Sam Super', minutes: 450 },
        { userId: team.people.labourer.id, name: 'Nat Labourer', minutes: 120 },
      ],
    });
    expect(dashboard.toApprove).toEqual({
      count: 3,
      weeks: [
        { weekStart: week.monday, people: 1 },
        { weekStart: plusDays(week.monday, -7), people: 1 },
        { weekStart: plusDays(week.monday, -21), people: 1 },
      ],
    });
  });

  it('leaves the hours out for a company without timesheets', async () => {
    const team = await dashboardsTeam(t, { enabledFeatures: ['swms'] });
    const dashboard = await operations(team.owner);
    expect(dashboard.hoursThisWeek).toBeNull();
    expect(dashboard.toApprove).toBeNull();
    expect(dashboard.jobsByStatus.total).toBe(0);
  });

  it('counts days in the company’s own time zone', async () => {
    const team = await dashboardsTeam(t);
    await setCompany(t.db, team.company.id, { timeZone: 'Pacific/Auckland' });
    const dashboard = await operations(team.owner);
    expect(dashboard.today).toBe(zonedDateOf(new Date(), 'Pacific/Auckland'));
  });

  it('answers 400 for an unknown dashboard, 401 without a sign-in and 403 for staff', async () => {
    const team = await dashboardsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/dashboard/nope', team.owner), { dashboardId: 'Please choose a dashboard.' });
    expectError(await call('GET', '/api/v3/dashboard/operations', null), 401);
    expectError(await call('GET', '/api/v3/dashboard/operations', team.supervisor), 403);
    expectError(await call('GET', '/api/v3/dashboard/compliance', team.labourer), 403);
  });
});

describe('GET /api/v3/dashboard/compliance', () => {
  it('counts licences by expiry window and lists the ones due soonest, of current people only', async () => {
    const team = await dashboardsTeam(t);
    const other = await dashboardsTeam(t);
    const today = zonedDateOf(new Date(), ZONE);
    await buildLicence(t.db, team.people.supervisor, 'Forklift', plusDays(today, -2));
    await buildLicence(t.db, team.people.labourer, 'EWP', today);
    await buildLicence(t.db, team.people.labourer, 'Rigging', plusDays(today, 30));
    await buildLicence(t.db, team.people.labourer, 'Scaffold', plusDays(today, 31));
    await buildLicence(t.db, team.people.labourer, 'Dogging', plusDays(today, 90));
    await buildLicence(t.db, team.people.labourer, 'Crane', plusDays(today, 91));
    await buildLicence(t.db, team.people.labourer, 'White card', null);
    const gone = await buildUser(t.db, { company: team.company, roles: ['NAH'], status: 'deactivated' });
    await buildLicence(t.db, gone, 'Old ticket', plusDays(today, 1));
    await buildLicence(t.db, other.people.labourer, 'Elsewhere', plusDays(today, 1));
    const invited = await buildUser(t.db, {
      company: team.company,
      roles: ['NAH'],
      status: 'pending_setup',
      password: null,
      firstName: 'Ivy',
      lastName: 'Invited',
    });

    const dashboard = await compliance(team.owner);
    expect(dashboard.licences.counts).toEqual([
      { bucket: 'expired', count: 1 },
      { bucket: 'within30', count: 2 },
      { bucket: 'within60', count: 1 },
      { bucket: 'within90', count: 1 },
    ]);
    expect(dashboard.licences.soonestCount).toBe(3);
    expect(dashboard.licences.soonest.map((row) => [row.licence, row.name, row.expiresOn])).toEqual([
      ['Forklift', 'Sam Super', plusDays(today, -2)],
      ['EWP', 'Nat Labourer', today],
      ['Rigging', 'Nat Labourer', plusDays(today, 30)],
    ]);
    expect(dashboard.pendingSetup).toEqual({ count: 1, items: [{ userId: invited.id, name: 'Ivy Invited', invitedOn: today }] });
  });
});
