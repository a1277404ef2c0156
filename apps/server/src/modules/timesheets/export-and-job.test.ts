import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_CSV_COLUMNS, TIMESHEET_MESSAGES, ZJobTimesheetSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompany } from '../../../test/factories.js';
import { buildMember } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { timesheetTeam } from '../../../test/timesheets.js';
import { buildEntry, buildJob } from '../../../test/work-factories.js';
import { parseCsv } from './csv.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const at = (iso: string) => new Date(iso);

/** Perth (UTC+8) so the times in the file are visibly the company's, not UTC or Brisbane. */
async function exportTeam() {
  const team = await timesheetTeam(t);
  await setCompany(t.db, team.company.id, { timeZone: 'Australia/Perth' });
  const tricky = await buildMember(t, { company: team.company, roles: ['SAH'], firstName: '=Smith, "Jo"' });
  const job = await buildJob(t.db, team.company.id, { title: 'Frame, sheet and "flash"' });
  const first = await buildEntry(t.db, job, team.supervisor.id, {
    clockInAt: at('2026-11-02T23:00:00Z'),
    clockOutAt: at('2026-11-03T08:15:00Z'),
    breaks: [{ startAt: '2026-11-03T04:00:00.000Z', endAt: '2026-11-03T04:45:00.000Z' }],
    clockInLocation: { lat: -31.95224, long: 115.8614, accuracy: 8 },
    approvedAt: at('2026-11-10T00:00:00Z'),
  });
  await buildEntry(t.db, job, tricky.id, {
    clockInAt: at('2026-11-04T00:00:00Z'),
    clockOutAt: at('2026-11-04T02:00:00Z'),
    correctedAt: at('2026-11-05T00:00:00Z'),
  });
  // Outside the range: 2 November 07:00 in Perth is before the 3rd.
  await buildEntry(t.db, job, team.owner.id, { clockInAt: at('2026-11-01T23:00:00Z'), clockOutAt: at('2026-11-02T01:00:00Z') });
  return { ...team, job, tricky, first };
}

describe('GET /api/v3/timesheet/export', () => {
  it('downloads the range as CSV in the company zone, escaped so it reads back', async () => {
    const { owner, job, supervisor, tricky } = await exportTeam();
    const response = await call('GET', '/api/v3/timesheet/export?from=2026-11-03&to=2026-11-30', owner.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="timesheets-2026-11-03-to-2026-11-30.csv"');
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([...TIMESHEET_CSV_COLUMNS]);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual([
      '03/11/2026',
      'Sam Tester',
      supervisor.email,
      job.title,
      expect.any(String),
      expect.any(String),
      '03/11/2026 07:00 AM',
      '03/11/2026 04:15 PM',
      '45',
      '8.50',
      'yes',
      'no',
      '-31.95224, 115.86140',
    ]);
    // The spreadsheet sees text, never a formula.
    expect(rows[2]?.slice(1, 4)).toEqual([`'=Smith, "Jo" Tester`, tricky.email, 'Frame, sheet and "flash"']);
    expect(rows[2]?.slice(8, 12)).toEqual(['0', '2.00', 'no', 'yes']);
  });

  it('answers 400 for bad or too long ranges', async () => {
    const { owner } = await exportTeam();
    const get = (query: string) => call('GET', `/api/v3/timesheet/export?${query}`, owner.token);
    expectFieldErrors(await get('from=2026-11-30&to=2026-11-01'), { to: TIMESHEET_MESSAGES.toBeforeFrom });
    expectFieldErrors(await get('from=2026-01-01&to=2026-06-30'), { to: TIMESHEET_MESSAGES.rangeTooLong });
    expectFieldErrors(await get('from=2026-02-30&to=2026-03-01'), { from: TIMESHEET_MESSAGES.date });
    expectFieldErrors(await get('to=2026-03-01'), { from: true });
  });

  it('answers 401, 403 for staff and with the feature off, and only ever has the own company', async () => {
    const { owner, supervisor } = await exportTeam();
    const url = '/api/v3/timesheet/export?from=2026-11-01&to=2026-11-30';
    expectError(await call('GET', url, null), 401);
    expectError(await call('GET', url, supervisor.token), 403);
    await setCompany(t.db, owner.company?.id ?? '', { featuresSwitchedOff: ['timesheet'] });
    expectError(await call('GET', url, owner.token), 403);
    const other = await timesheetTeam(t);
    expect(parseCsv((await call('GET', url, other.owner.token)).body)).toHaveLength(1);
  });
});

describe('GET /api/v3/job/{id}/timesheet', () => {
  it("pages the job's shifts newest first with the job's total worked time", async () => {
    const { owner, supervisor, job } = await timesheetTeam(t);
    await buildEntry(t.db, job, supervisor.id, {
      clockInAt: at('2026-11-02T22:00:00Z'),
      clockOutAt: at('2026-11-03T06:00:00Z'),
      breaks: [{ startAt: '2026-11-03T02:00:00.000Z', endAt: '2026-11-03T02:30:00.000Z' }],
    });
    await buildEntry(t.db, job, owner.id, { clockInAt: at('2026-11-04T22:00:00Z'), clockOutAt: at('2026-11-05T00:00:00Z') });
    const elsewhere = await buildJob(t.db, job.companyId);
    await buildEntry(t.db, elsewhere, owner.id, { clockInAt: at('2026-11-06T22:00:00Z'), clockOutAt: at('2026-11-07T00:00:00Z') });
    const response = await call('GET', `/api/v3/job/${job.id}/timesheet?take=1`, owner.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = ZJobTimesheetSchema.parse(response.json());
    expect(page).toMatchObject({ total: 2, totalMinutes: 450 + 120, page: 1, take: 1 });
    expect(page.items.map((entry) => entry.personName)).toEqual(['Olive Tester']);
    const second = ZJobTimesheetSchema.parse((await call('GET', `/api/v3/job/${job.id}/timesheet?take=1&page=2`, owner.token)).json());
    expect(second.items[0]).toMatchObject({ personName: 'Sam Tester', workedMinutes: 450, breakMinutes: 30 });
  });

  it('answers 400, 401, 403 for staff, 404 for another company', async () => {
    const { owner, supervisor, job } = await timesheetTeam(t);
    expectFieldErrors(await call('GET', `/api/v3/job/${job.id}/timesheet?take=0`, owner.token), { take: true });
    expectError(await call('GET', `/api/v3/job/not-an-id/timesheet`, owner.token), 400);
    expectError(await call('GET', `/api/v3/job/${job.id}/timesheet`, null), 401);
    expectError(await call('GET', `/api/v3/job/${job.id}/timesheet`, supervisor.token), 403);
    const other = await timesheetTeam(t);
    expectError(await call('GET', `/api/v3/job/${job.id}/timesheet`, other.owner.token), 404);
  });
});
