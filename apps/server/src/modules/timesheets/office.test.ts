import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MESSAGES, ZApproveWeekResultSchema, ZTimeEntrySchema, ZTimesheetWeekSchema, mondayOf, zonedDateOf } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { buildMember } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { entryRow, timesheetTeam } from '../../../test/timesheets.js';
import { buildEntry } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

/** Brisbane is UTC+10 all year: 07:00 local on Monday 9 November 2026 is 21:00Z on the 8th. */
const at = (iso: string) => new Date(iso);
const WEEK = '2026-11-09';

/** A week with: the supervisor Monday 8 h (30 min break) and Wednesday 4 h; the owner Tuesday 4 h;
 * a leading hand still clocked in since Friday; and a shift of the week before. */
async function weekTeam() {
  const team = await timesheetTeam(t);
  const { job, supervisor, owner } = team;
  const leadingHand = await buildMember(t, { company: team.company, roles: ['SAH_LH'], firstName: 'Lee' });
  const monday = await buildEntry(t.db, job, supervisor.id, {
    clockInAt: at('2026-11-08T21:00:00Z'),
    clockOutAt: at('2026-11-09T05:30:00Z'),
    breaks: [{ startAt: '2026-11-09T02:00:00.000Z', endAt: '2026-11-09T02:30:00.000Z' }],
    clockInLocation: { lat: -27.4698, long: 153.0251, accuracy: 10 },
  });
  const wednesday = await buildEntry(t.db, job, supervisor.id, { clockInAt: at('2026-11-10T21:00:00Z'), clockOutAt: at('2026-11-11T01:00:00Z') });
  await buildEntry(t.db, job, owner.id, { clockInAt: at('2026-11-09T20:00:00Z'), clockOutAt: at('2026-11-10T00:00:00Z') });
  const running = await buildEntry(t.db, job, leadingHand.id, { clockInAt: at('2026-11-12T21:00:00Z') });
  const before = await buildEntry(t.db, job, supervisor.id, { clockInAt: at('2026-11-08T13:00:00Z'), clockOutAt: at('2026-11-08T13:30:00Z') });
  return { ...team, leadingHand, monday, wednesday, running, before };
}

const weekOf = async (token: string, query = `start=${WEEK}`) => {
  const response = await call('GET', `/api/v3/timesheet/week?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZTimesheetWeekSchema.parse(response.json());
};

describe('GET /api/v3/timesheet/week', () => {
  it("gives the account holder everyone's week by person, per day and in total, breaks out", async () => {
    const { owner, supervisor, monday } = await weekTeam();
    const week = await weekOf(owner.token);
    expect(week).toMatchObject({ start: WEEK, end: '2026-11-15', allPeople: true, total: 3, timeZone: 'Australia/Brisbane' });
    expect(week.people.map((person) => person.name)).toEqual(['Lee Tester', 'Olive Tester', 'Sam Tester']);
    const sam = week.people.find((person) => person.userId === supervisor.id);
    expect(sam).toMatchObject({ dayMinutes: [480, 0, 240, 0, 0, 0, 0], totalMinutes: 720, approval: 'pending' });
    expect(sam?.entries.map((entry) => entry.id)[0]).toBe(monday.id);
    expect(sam?.entries[0]).toMatchObject({ day: WEEK, breakMinutes: 30, workedMinutes: 480, clockInLocation: { lat: -27.4698 } });
    expect(week.people[0]?.approval).toBe('running');
  });

  it('pages by person and gives staff only their own week', async () => {
    const { owner, supervisor } = await weekTeam();
    const second = await weekOf(owner.token, `start=${WEEK}&page=2&take=2`);
    expect(second.people.map((person) => person.name)).toEqual(['Sam Tester']);
    expect(second.total).toBe(3);
    const mine = await weekOf(supervisor.token);
    expect(mine.allPeople).toBe(false);
    expect(mine.people.map((person) => person.userId)).toEqual([supervisor.id]);
  });

  it("defaults to this week in the company's zone", async () => {
    const { owner } = await weekTeam();
    const week = await weekOf(owner.token, '');
    expect(week.start).toBe(mondayOf(zonedDateOf(new Date(), 'Australia/Brisbane')));
  });

  it('answers 400, 401, 403', async () => {
    const { owner, labourer } = await weekTeam();
    expectFieldErrors(await call('GET', '/api/v3/timesheet/week?start=2026-11-10', owner.token), { start: TIMESHEET_MESSAGES.monday });
    expectFieldErrors(await call('GET', '/api/v3/timesheet/week?start=09/11/2026', owner.token), { start: TIMESHEET_MESSAGES.date });
    expectFieldErrors(await call('GET', `/api/v3/timesheet/week?start=${WEEK}&take=500`, owner.token), { take: true });
    expectError(await call('GET', '/api/v3/timesheet/week', null), 401);
    expectError(await call('GET', '/api/v3/timesheet/week', labourer.token), 403);
    const off = await timesheetTeam(t, { enabledFeatures: ['swms'] });
    expectError(await call('GET', '/api/v3/timesheet/week', off.owner.token), 403);
  });

  it("never shows another company's hours", async () => {
    await weekTeam();
    const other = await timesheetTeam(t);
    expect((await weekOf(other.owner.token)).people).toEqual([]);
  });
});

describe('PUT /api/v3/timesheet/{id}', () => {
  const fixed = {
    clockInAt: '2026-11-08T21:30:00.000Z',
    clockOutAt: '2026-11-09T05:00:00.000Z',
    breaks: [{ startAt: '2026-11-09T02:00:00.000Z', endAt: '2026-11-09T02:45:00.000Z' }],
    note: 'Started late: traffic on the M1',
  };

  it('corrects times, breaks and note; marks corrected; clears approval', async () => {
    const { owner, monday } = await weekTeam();
    await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: WEEK });
    expect((await entryRow(t, monday.id))?.approvedAt).toBeInstanceOf(Date);
    const response = await call('PUT', `/api/v3/timesheet/${monday.id}`, owner.token, fixed);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZTimeEntrySchema.parse(response.json())).toMatchObject({ ...fixed, breakMinutes: 45, workedMinutes: 405, approvedAt: null });
    const row = await entryRow(t, monday.id);
    expect(row).toMatchObject({ correctedBy: owner.id, approvedAt: null, approvedBy: null });
    expect(row?.correctedAt).toBeInstanceOf(Date);
  });

  it('answers 400 per field: out before in, breaks outside, overlapping, open, unfinished shift', async () => {
    const { owner, monday, running } = await weekTeam();
    const put = (body: object, id = monday.id) => call('PUT', `/api/v3/timesheet/${id}`, owner.token, { ...fixed, ...body });
    expectFieldErrors(await put({ clockOutAt: '2026-11-08T20:00:00.000Z' }), { clockOutAt: TIMESHEET_MESSAGES.outAfterIn });
    expectFieldErrors(await put({ clockOutAt: null }), { clockOutAt: TIMESHEET_MESSAGES.outRequired });
    expectFieldErrors(await put({ clockInAt: 'Monday', clockOutAt: '2099-01-01T00:00:00Z' }), { clockInAt: TIMESHEET_MESSAGES.time });
    expectFieldErrors(await put({ clockOutAt: '2099-01-01T00:00:00.000Z' }), { clockOutAt: TIMESHEET_MESSAGES.inFuture });
    expectFieldErrors(
      await put({
        breaks: [
          { startAt: '2026-11-08T20:00:00.000Z', endAt: '2026-11-08T22:00:00.000Z' },
          { startAt: '2026-11-09T02:00:00.000Z', endAt: '2026-11-09T01:00:00.000Z' },
          { startAt: '2026-11-09T03:00:00.000Z', endAt: '2026-11-09T04:00:00.000Z' },
          { startAt: '2026-11-09T03:30:00.000Z', endAt: '2026-11-09T03:45:00.000Z' },
          { startAt: '2026-11-09T04:30:00.000Z', endAt: null },
        ],
      }),
      {
        'breaks.0.startAt': TIMESHEET_MESSAGES.breakInside,
        'breaks.1.endAt': TIMESHEET_MESSAGES.breakOrder,
        'breaks.3.startAt': TIMESHEET_MESSAGES.breakOverlap,
        'breaks.4.endAt': TIMESHEET_MESSAGES.breakOpen,
      },
    );
    expect((await entryRow(t, monday.id))?.correctedAt).toBeNull();
    // A running shift may stay running, with its last break still going.
    const stillRunning = await put(
      { clockInAt: '2026-11-12T21:15:00.000Z', clockOutAt: null, breaks: [{ startAt: '2026-11-12T23:00:00.000Z', endAt: null }] },
      running.id,
    );
    expect(stillRunning.statusCode, stillRunning.body).toBe(200);
    expect(ZTimeEntrySchema.parse(stillRunning.json())).toMatchObject({ clockOutAt: null, onBreak: true });
  });

  it('answers 401, 403 for staff, 404 for another company', async () => {
    const { supervisor, monday } = await weekTeam();
    expectError(await call('PUT', `/api/v3/timesheet/${monday.id}`, null, fixed), 401);
    expectError(await call('PUT', `/api/v3/timesheet/${monday.id}`, supervisor.token, fixed), 403);
    const other = await timesheetTeam(t);
    expectError(await call('PUT', `/api/v3/timesheet/${monday.id}`, other.owner.token, fixed), 404);
    expectError(await call('PUT', `/api/v3/timesheet/${crypto.randomUUID()}`, other.owner.token, fixed), 404);
    expect((await entryRow(t, monday.id))?.correctedAt).toBeNull();
  });
});

describe('PUT /api/v3/timesheet/week/approve', () => {
  it('approves the finished shifts of the week; running ones and other weeks stay', async () => {
    const { owner, monday, wednesday, running, before } = await weekTeam();
    const response = await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: WEEK });
    expect(ZApproveWeekResultSchema.parse(response.json())).toEqual({ approved: 3 });
    for (const entry of [monday, wednesday]) expect((await entryRow(t, entry.id))?.approvedBy).toBe(owner.id);
    expect((await entryRow(t, running.id))?.approvedAt).toBeNull();
    expect((await entryRow(t, before.id))?.approvedAt).toBeNull();
    const week = await weekOf(owner.token);
    expect(week.people.map((person) => person.approval)).toEqual(['running', 'approved', 'approved']);
    expect((await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: WEEK })).json()).toEqual({ approved: 0 });
  });

  it('approves only the people named', async () => {
    const { owner, supervisor, monday } = await weekTeam();
    const response = await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: WEEK, userIds: [owner.id] });
    expect(response.json()).toEqual({ approved: 1 });
    expect((await entryRow(t, monday.id))?.approvedAt).toBeNull();
    expect((await weekOf(supervisor.token)).people[0]?.approval).toBe('pending');
  });

  it('answers 400, 401, 403 for staff, and touches nothing of another company', async () => {
    const { owner, supervisor, monday } = await weekTeam();
    expectFieldErrors(await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: '2026-11-11' }), { start: TIMESHEET_MESSAGES.monday });
    expectFieldErrors(await call('PUT', '/api/v3/timesheet/week/approve', owner.token, { start: WEEK, userIds: ['x'] }), { 'userIds.0': true });
    expectError(await call('PUT', '/api/v3/timesheet/week/approve', null, { start: WEEK }), 401);
    expect(expectError(await call('PUT', '/api/v3/timesheet/week/approve', supervisor.token, { start: WEEK }), 403).message).toMatch(/account holder/);
    const other = await timesheetTeam(t);
    expect((await call('PUT', '/api/v3/timesheet/week/approve', other.owner.token, { start: WEEK, userIds: [supervisor.id] })).json()).toEqual({ approved: 0 });
    expect((await entryRow(t, monday.id))?.approvedAt).toBeNull();
  });
});
