import { eq } from 'drizzle-orm';
import { v7 as commandId } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGES, TIMESHEET_MESSAGES, ZTimeEntrySchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { entriesOf, entryRow, timesheetTeam } from '../../../test/timesheets.js';
import { appliedCommands } from '../../db/schema/index.js';
import { withSystem } from '../tenancy/tenant.js';

/*
 * Field actions as commands, through the clock's routes: applied once however often they arrive,
 * at the moment the person tapped, and refused with a message when that moment cannot be right.
 */

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const MINUTE = 60 * 1000;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();
const commandRow = async (id: string) => (await withSystem(t.db, (tx) => tx.select().from(appliedCommands).where(eq(appliedCommands.id, id))))[0];

describe('a command sent more than once', () => {
  it('is applied once, and every copy gets the first answer', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const command = { commandId: commandId(), at: ago(30), jobId: job.id };
    const first = await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, command);
    expect(first.statusCode, first.body).toBe(201);
    // The answer was lost on the way back; the phone sends it again, twice at once.
    const again = await Promise.all([1, 2].map(() => call('POST', '/api/v3/timesheet/clock-in', supervisor.token, command)));
    for (const copy of again) {
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toEqual(first.json());
    }
    expect(await entriesOf(t, supervisor.id)).toHaveLength(1);
  });

  it('is applied once when the copies arrive together', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const command = { commandId: commandId(), jobId: job.id };
    const copies = await Promise.all([1, 2, 3].map(() => call('POST', '/api/v3/timesheet/clock-in', supervisor.token, command)));
    for (const copy of copies) expect(copy.statusCode, copy.body).toBe(201);
    expect(new Set(copies.map((copy) => ZTimeEntrySchema.parse(copy.json()).id)).size).toBe(1);
    expect(await entriesOf(t, supervisor.id)).toHaveLength(1);
  });

  it('refuses an id already used for another action or by another person, changing nothing', async () => {
    const { supervisor, owner, job } = await timesheetTeam(t);
    const id = commandId();
    const shift = ZTimeEntrySchema.parse((await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { commandId: id, jobId: job.id })).json());
    const reused = expectError(await call('POST', `/api/v3/timesheet/${shift.id}/break/start`, supervisor.token, { commandId: id }), 409);
    expect(reused.message).toBe(COMMAND_MESSAGES.reused);
    expect(expectError(await call('POST', '/api/v3/timesheet/clock-in', owner.token, { commandId: id, jobId: job.id }), 409).message).toBe(
      COMMAND_MESSAGES.reused,
    );
    expect((await entryRow(t, shift.id))?.breaks).toEqual([]);
    expect(await entriesOf(t, owner.id)).toHaveLength(0);
  });

  it('is tried again after a refusal, which left nothing behind', async () => {
    const { supervisor, job, company } = await timesheetTeam(t);
    const command = { commandId: commandId(), jobId: job.id };
    const { owner: otherOwner } = await timesheetTeam(t);
    // Another company's person sending this id is refused as for any record of ours: 404, nothing kept.
    expectError(await call('POST', '/api/v3/timesheet/clock-in', otherOwner.token, command), 404);
    expect(await commandRow(command.commandId)).toBeUndefined();
    const applied = await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, command);
    expect(applied.statusCode, applied.body).toBe(201);
    expect(await commandRow(command.commandId)).toMatchObject({ companyId: company.id, name: 'timesheets.clock-in', userId: supervisor.id });
  });
});

describe('a shift queued on a phone with no signal', () => {
  it('is recorded at the times the person tapped, and the received time is kept', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const shiftId = commandId();
    const taps = { in: ago(240), breakStart: ago(180), breakEnd: ago(150), out: ago(5) };
    const send = (path: string, body: object) => call('POST', path, supervisor.token, { commandId: commandId(), ...body });
    expect((await send('/api/v3/timesheet/clock-in', { id: shiftId, jobId: job.id, at: taps.in })).statusCode).toBe(201);
    expect((await send(`/api/v3/timesheet/${shiftId}/break/start`, { at: taps.breakStart })).statusCode).toBe(200);
    expect((await send(`/api/v3/timesheet/${shiftId}/break/end`, { at: taps.breakEnd })).statusCode).toBe(200);
    const outId = commandId();
    const out = await call('POST', `/api/v3/timesheet/${shiftId}/clock-out`, supervisor.token, { commandId: outId, at: taps.out });
    expect(out.statusCode, out.body).toBe(200);
    const row = await entryRow(t, shiftId);
    expect(row?.clockInAt.toISOString()).toBe(taps.in);
    expect(row?.clockOutAt?.toISOString()).toBe(taps.out);
    expect(row?.breaks).toEqual([{ startAt: taps.breakStart, endAt: taps.breakEnd }]);
    expect(ZTimeEntrySchema.parse(out.json())).toMatchObject({ breakMinutes: 30, workedMinutes: 235 - 30 });
    const received = await commandRow(outId);
    expect(received?.deviceAt?.toISOString()).toBe(taps.out);
    expect(received?.receivedAt.getTime()).toBeGreaterThan(new Date(taps.out).getTime());
  });

  it('refuses a time ahead of the server or older than the outbox keeps, with the reason on `at`', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const clockIn = (at: string) => call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { commandId: commandId(), jobId: job.id, at });
    expect(expectFieldErrors(await clockIn(new Date(Date.now() + 60 * MINUTE).toISOString()), { at: true }).errors?.at).toBe(COMMAND_MESSAGES.future);
    expect(expectFieldErrors(await clockIn(ago(8 * 24 * 60)), { at: true }).errors?.at).toBe(COMMAND_MESSAGES.tooOld);
    expectFieldErrors(await clockIn('yesterday at 7'), { at: true });
    expectFieldErrors(await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { commandId: 'not-an-id', jobId: job.id }), { commandId: true });
    expect(await entriesOf(t, supervisor.id)).toHaveLength(0);
    // A phone a minute or two fast is within the skew: its time is the server's now.
    const fast = await clockIn(new Date(Date.now() + 2 * MINUTE).toISOString());
    expect(fast.statusCode, fast.body).toBe(201);
    expect((await entriesOf(t, supervisor.id))[0]?.clockInAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a tap earlier than the shift’s last change', async () => {
    const { supervisor, job } = await timesheetTeam(t);
    const shift = ZTimeEntrySchema.parse((await call('POST', '/api/v3/timesheet/clock-in', supervisor.token, { jobId: job.id, at: ago(60) })).json());
    const early = await call('POST', `/api/v3/timesheet/${shift.id}/clock-out`, supervisor.token, { commandId: commandId(), at: ago(90) });
    expect(expectFieldErrors(early, { at: true }).errors?.at).toBe(TIMESHEET_MESSAGES.tappedBefore);
    expect((await entryRow(t, shift.id))?.clockOutAt).toBeNull();
  });
});
