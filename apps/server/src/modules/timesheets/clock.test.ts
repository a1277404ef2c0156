import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMESHEET_MESSAGES, ZCurrentShiftSchema, ZTimeEntrySchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompany } from '../../../test/factories.js';
import { buildMember } from '../../../test/team.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { entriesOf, entryRow, timesheetTeam } from '../../../test/timesheets.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const gate = { lat: -27.4698, long: 153.0251, accuracy: 12 };

async function clockInOk(token: string, jobId: string, location?: object) {
  const response = await call('POST', '/api/v3/timesheet/clock-in', token, { jobId, ...(location ? { location } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return ZTimeEntrySchema.parse(response.json());
}

describe('clocking in, breaks and out', () => {
  it('runs a whole shift: in with location, break, out; current follows along', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const none = await call('GET', '/api/v3/timesheet/current', supervisor.token);
    expect(ZCurrentShiftSchema.parse(none.json())).toEqual({ shift: null, timeZone: 'Australia/Brisbane' });

    const shift = await clockInOk(supervisor.token, job.id, gate);
    expect(shift).toMatchObject({ jobId: job.id, jobTitle: job.title, clockOutAt: null, onBreak: false, breaks: [], clockInLocation: gate });

    const current = ZCurrentShiftSchema.parse((await call('GET', '/api/v3/timesheet/current', supervisor.token)).json());
    expect(current.shift).toMatchObject({ id: shift.id, jobTitle: job.title });

    const onBreak = ZTimeEntrySchema.parse((await call('POST', `/api/v3/timesheet/${shift.id}/break/start`, supervisor.token)).json());
    expect(onBreak.onBreak).toBe(true);
    expectError(await call('POST', `/api/v3/timesheet/${shift.id}/break/start`, supervisor.token), 409);
    const back = ZTimeEntrySchema.parse((await call('POST', `/api/v3/timesheet/${shift.id}/break/end`, supervisor.token)).json());
    expect(back.onBreak).toBe(false);
    expect(back.breaks[0]?.endAt).not.toBeNull();
    const notOnBreak = expectError(await call('POST', `/api/v3/timesheet/${shift.id}/break/end`, supervisor.token), 409);
    expect(notOnBreak.message).toBe(TIMESHEET_MESSAGES.notOnBreak);

    const out = await call('POST', `/api/v3/timesheet/${shift.id}/clock-out`, supervisor.token, { location: gate, note: 'Left at 3' });
    expect(out.statusCode, out.body).toBe(200);
    expect(ZTimeEntrySchema.parse(out.json())).toMatchObject({ note: 'Left at 3', clockOutLocation: gate });
    expect((await entryRow(t, shift.id))?.clockOutAt).toBeInstanceOf(Date);
    expect(ZCurrentShiftSchema.parse((await call('GET', '/api/v3/timesheet/current', supervisor.token)).json()).shift).toBeNull();
    const ended = expectError(await call('POST', `/api/v3/timesheet/${shift.id}/break/start`, supervisor.token), 409);
    expect(ended.message).toBe(TIMESHEET_MESSAGES.shiftEnded);
    expectError(await call('POST', `/api/v3/timesheet/${shift.id}/clock-out`, supervisor.token, {}), 409);
  });

  it('clocks in without location and clocks out ending a running break', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const shift = await clockInOk(supervisor.token, job.id);
    expect(shift.clockInLocation).toBeNull();
    await call('POST', `/api/v3/timesheet/${shift.id}/break/start`, supervisor.token);
    const out = await call('POST', `/api/v3/timesheet/${shift.id}/clock-out`, supervisor.token, {});
    expect(out.statusCode, out.body).toBe(200);
    const ended = ZTimeEntrySchema.parse(out.json());
    expect(ended.onBreak).toBe(false);
    expect(ended.breaks[0]?.endAt).toBe(ended.clockOutAt);
  });

  it('answers an account holder on any company job, and 409 with the job on a second clock-in', async () => {
    const { owner, company } = await timesheetTeam(t);
    const first = await buildJob(t.db, company.id, { title: 'Frame the deck' });
    const second = await buildJob(t.db, company.id);
    await clockInOk(owner.token, first.id);
    const again = expectError(await call('POST', '/api/v3/timesheet/clock-in', owner.token, { jobId: second.id }), 409);
    expect(again.message).toBe('You are already clocked in to Frame the deck.');
  });

  it('keeps a double tap to one shift: one 201, one 409, never a 500', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const taps = await Promise.all([1, 2, 3].map(() => call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: job.id })));
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([201, 409, 409]);
    for (const tap of taps.filter((one) => one.statusCode === 409)) {
      expect(tap.json().message).toBe(TIMESHEET_MESSAGES.alreadyClockedIn(job.title));
    }
    expect(await entriesOf(t, supervisor.id)).toHaveLength(1);
  });

  it('refuses a person not on the job, an offered work request, and a closed job', async () => {
    const { company, supervisor, job } = await timesheetTeam(t);
    const other = await buildJob(t.db, company.id);
    expect(expectError(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: other.id }), 403).message).toBe(TIMESHEET_MESSAGES.notOnJob);
    const leadingHand = await buildMember(t, { company, roles: ['SAH_LH'], firstName: 'Lee' });
    await buildAssignment(t.db, job, leadingHand.id, { status: 'offered' });
    expectError(await call('POST', '/api/v3/timesheet/clock-in', leadingHand.token, { jobId: job.id }), 403);
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      const closed = await buildJob(t.db, company.id, { status });
      await buildAssignment(t.db, closed, supervisor.id, { status: 'accepted' });
      expect(expectError(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: closed.id }), 409).message).toBe(
        TIMESHEET_MESSAGES.jobClosed,
      );
    }
    expect(await entriesOf(t, supervisor.id)).toEqual([]);
  });

  it('answers 400 per field', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    expectFieldErrors(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: 'nope' }), { jobId: 'Must be a valid id.' });
    expectFieldErrors(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: job.id, location: { lat: 95, long: 'x' } }), {
      'location.lat': 'Latitude must be between -90 and 90.',
      'location.long': true,
    });
    const shift = await clockInOk(supervisor.token, job.id);
    expectFieldErrors(await call('POST', `/api/v3/timesheet/${shift.id}/clock-out`, supervisor.token, { note: 'x'.repeat(1001) }), {
      note: TIMESHEET_MESSAGES.noteLong,
    });
    expectError(await call('POST', '/api/v3/timesheet/not-an-id/break/start', supervisor.token), 400);
  });

  it('needs a token', async () => {
    expectError(await call('GET', '/api/v3/timesheet/current', null), 401);
    expectError(await call('POST', '/api/v3/timesheet/clock-in', null, { jobId: crypto.randomUUID() }), 401);
    expectError(await call('POST', `/api/v3/timesheet/${crypto.randomUUID()}/break/start`, null), 401);
    expectError(await call('POST', `/api/v3/timesheet/${crypto.randomUUID()}/clock-out`, null, {}), 401);
  });

  it('answers 403 when the company has timesheets off or switched off, and for NAH staff', async () => {
    const off = await timesheetTeam(t, { enabledFeatures: ['swms'] });
    const refused = expectError(await call('POST', '/api/v3/timesheet/clock-in', off.supervisor.token, { jobId: off.job.id }), 403);
    expect(refused.message).toBe(TIMESHEET_MESSAGES.featureOff);
    expectError(await call('GET', '/api/v3/timesheet/current', off.owner.token), 403);

    const switched = await timesheetTeam(t);
    await setCompany(t.db, switched.company.id, { featuresSwitchedOff: ['timesheet'] });
    expect(expectError(await call('GET', '/api/v3/timesheet/current', switched.supervisor.token), 403).message).toBe(TIMESHEET_MESSAGES.featureOff);

    const { labourer, job } = await timesheetTeam(t);
    await buildAssignment(t.db, job, labourer.id, { status: 'accepted' });
    expect(expectError(await call('POST', '/api/v3/timesheet/clock-in', labourer.token, { jobId: job.id }), 403).message).toBe(TIMESHEET_MESSAGES.roleNone);
    expectError(await call('GET', '/api/v3/timesheet/current', labourer.token), 403);
  });

  it('freezes a suspended company', async () => {
    const { company, supervisor, job } = await timesheetTeam(t);
    await setCompany(t.db, company.id, { status: 'suspended' });
    expect(expectError(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: job.id }), 403).message).toBe(TIMESHEET_MESSAGES.readOnly);
    expect((await call('GET', '/api/v3/timesheet/current', supervisor.token)).statusCode).toBe(200);
  });

  it("answers 404 for another company's job and for someone else's shift", async () => {
    const ours = await timesheetTeam(t);
    const theirs = await timesheetTeam(t);
    expectError(await call('POST', '/api/v3/timesheet/clock-in', ours.owner.token, { jobId: theirs.job.id }), 404);
    const shift = await clockInOk(theirs.supervisor.token, theirs.job.id);
    for (const action of ['break/start', 'break/end', 'clock-out']) {
      expectError(await call('POST', `/api/v3/timesheet/${shift.id}/${action}`, ours.supervisor.token, {}), 404);
      // Same company, another person's running shift: not theirs to stop.
      expectError(await call('POST', `/api/v3/timesheet/${shift.id}/${action}`, theirs.owner.token, {}), 404);
    }
    expect((await entryRow(t, shift.id))?.clockOutAt).toBeNull();
  });
});
