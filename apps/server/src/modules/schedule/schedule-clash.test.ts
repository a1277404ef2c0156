import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, ZClashesSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { scheduleTeam } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const clashUrl = (jobId: string) => `/api/v3/schedule/job/${jobId}/clash`;

/** A job to move with Sam (accepted) and Will (removed) on it, and Sam's other job on Tuesday 8 December 7 AM to 3 PM. */
async function moving() {
  const team = await scheduleTeam(t);
  const job = await team.jobAt('Scaffold strip', '2026-12-06T21:00:00Z', '2026-12-07T05:00:00Z');
  await buildAssignment(t.db, job, team.users.supervisor.id, { status: 'accepted' });
  await buildAssignment(t.db, job, team.users.worker.id, { status: 'removed' });
  const busy = await team.jobAt('Formwork', '2026-12-07T21:00:00Z', '2026-12-08T05:00:00Z');
  await buildAssignment(t.db, busy, team.users.supervisor.id, { status: 'offered' });
  await buildAssignment(t.db, busy, team.users.worker.id, { status: 'accepted' });
  return { ...team, job, busy };
}

describe('POST /api/v3/schedule/job/{id}/clash', () => {
  it('names each person on the job already booked in the new window, and where', async () => {
    const team = await moving();
    const response = await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z', scheduledEnd: '2026-12-08T03:00:00Z' });
    expect(response.statusCode, response.body).toBe(200);
    const { clashes } = ZClashesSchema.parse(response.json());
    // Will was removed from the job, so his booking elsewhere does not matter.
    expect(clashes).toEqual([
      {
        userId: team.users.supervisor.id,
        name: 'Sam Super',
        jobs: [expect.objectContaining({ jobId: team.busy.id, title: 'Formwork', when: 'Tue 08/12/2026 07:00 AM – 03:00 PM', answer: 'offered' })],
      },
    ]);
  });

  it('finds no clash when the windows only touch, or for its own window, or for a cancelled job', async () => {
    const team = await moving();
    const touching = await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T05:00:00Z', scheduledEnd: '2026-12-08T07:00:00Z' });
    expect(ZClashesSchema.parse(touching.json()).clashes).toEqual([]);
    const own = await call('POST', clashUrl(team.busy.id), team.owner, { scheduledStart: '2026-12-07T22:00:00Z', scheduledEnd: null });
    expect(ZClashesSchema.parse(own.json()).clashes).toEqual([]);
    const cancelled = await team.jobAt('Called off', null, null, { status: 'CANCELLED' });
    await buildAssignment(t.db, cancelled, team.users.supervisor.id, { status: 'accepted' });
    const moved = await call('POST', clashUrl(cancelled.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z' });
    expect(ZClashesSchema.parse(moved.json()).clashes).toEqual([]);
  });

  it('reads a window without an end as the rest of that day', async () => {
    const team = await moving();
    const response = await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '2026-12-07T20:00:00Z' });
    expect(ZClashesSchema.parse(response.json()).clashes.map((clash) => clash.name)).toEqual(['Sam Super']);
  });

  it('answers 400 with field errors for a bad window', async () => {
    const team = await moving();
    expectFieldErrors(await call('POST', clashUrl(team.job.id), team.owner, {}), { scheduledStart: SCHEDULE_MESSAGES.start });
    expectFieldErrors(await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '08/12/2026 7:00' }), {
      scheduledStart: SCHEDULE_MESSAGES.start,
    });
    expectFieldErrors(await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z', scheduledEnd: 'soon' }), {
      scheduledEnd: SCHEDULE_MESSAGES.end,
    });
    expectFieldErrors(await call('POST', clashUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z', scheduledEnd: '2026-12-08T00:00:00Z' }), {
      scheduledEnd: SCHEDULE_MESSAGES.endBeforeStart,
    });
    expectError(await call('POST', clashUrl('not-an-id'), team.owner, { scheduledStart: '2026-12-08T01:00:00Z' }), 400);
  });

  it("answers 401 without a token, 403 to staff and 404 for another company's job", async () => {
    const team = await moving();
    const other = await moving();
    const window = { scheduledStart: '2026-12-08T01:00:00Z' };
    expectError(await call('POST', clashUrl(team.job.id), null, window), 401);
    expectError(await call('POST', clashUrl(team.job.id), team.supervisor, window), 403);
    expectError(await call('POST', clashUrl(team.job.id), team.worker, window), 403);
    expectError(await call('POST', clashUrl(other.job.id), team.owner, window), 404);
  });
});
