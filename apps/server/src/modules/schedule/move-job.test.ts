import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, ZClashConflictSchema, ZJobSavedSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { scheduleTeam } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment } from '../../../test/work-factories.js';
import { jobs, userNotifications } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const moveUrl = (jobId: string) => `/api/v3/schedule/job/${jobId}`;
const jobRow = async (jobId: string) => (await withSystem(t.db, (tx) => tx.select().from(jobs).where(eq(jobs.id, jobId))))[0];
const noticesOf = (jobId: string) => withSystem(t.db, (tx) => tx.select().from(userNotifications).where(eq(userNotifications.jobId, jobId)));

/** A job with Sam accepted on it, and Sam's other job on Tuesday 8 December 7 AM to 3 PM (Brisbane). */
async function moving() {
  const team = await scheduleTeam(t);
  const job = await team.jobAt('Scaffold strip', '2026-12-06T21:00:00Z', '2026-12-07T05:00:00Z');
  await buildAssignment(t.db, job, team.users.supervisor.id, { status: 'accepted' });
  const busy = await team.jobAt('Formwork', '2026-12-07T21:00:00Z', '2026-12-08T05:00:00Z');
  await buildAssignment(t.db, busy, team.users.supervisor.id, { status: 'accepted' });
  return { ...team, job, busy };
}

describe('PUT /api/v3/schedule/job/{id}', () => {
  it('moves only the times, tells the people on the job, and leaves the other details as they are', async () => {
    const team = await moving();
    await withSystem(t.db, (tx) => tx.update(jobs).set({ description: 'Edited meanwhile in the office' }).where(eq(jobs.id, team.job.id)));
    const response = await call('PUT', moveUrl(team.job.id), team.owner, { scheduledStart: '2026-12-09T21:00:00Z', scheduledEnd: '2026-12-10T05:00:00Z' });
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZJobSavedSchema.parse(response.json());
    expect(saved.notifiedCount).toBe(1);
    const row = await jobRow(team.job.id);
    expect(row?.scheduledStart?.toISOString()).toBe('2026-12-09T21:00:00.000Z');
    expect(row?.scheduledEnd?.toISOString()).toBe('2026-12-10T05:00:00.000Z');
    expect(row?.description).toBe('Edited meanwhile in the office');
    expect(await noticesOf(team.job.id)).toHaveLength(1);
  });

  it('refuses a clash with 409 and the clashes, changing nothing, until the office confirms', async () => {
    const team = await moving();
    const window = { scheduledStart: '2026-12-08T01:00:00Z', scheduledEnd: '2026-12-08T03:00:00Z' };
    const refused = await call('PUT', moveUrl(team.job.id), team.owner, window);
    expect(refused.statusCode).toBe(409);
    const conflict = ZClashConflictSchema.parse(refused.json());
    expect(conflict.message).toBe(SCHEDULE_MESSAGES.clashes);
    expect(conflict.clashes.map((clash) => clash.name)).toEqual(['Sam Super']);
    expect((await jobRow(team.job.id))?.scheduledStart?.toISOString()).toBe('2026-12-06T21:00:00.000Z');
    expect(await noticesOf(team.job.id)).toHaveLength(0);

    const confirmed = await call('PUT', moveUrl(team.job.id), team.owner, { ...window, confirmClashes: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await jobRow(team.job.id))?.scheduledStart?.toISOString()).toBe('2026-12-08T01:00:00.000Z');
  });

  it('keeps a completed or cancelled job where it is (409)', async () => {
    const team = await moving();
    const done = await team.jobAt('Handed over', '2026-12-01T21:00:00Z', null, { status: 'COMPLETED' });
    expectError(await call('PUT', moveUrl(done.id), team.owner, { scheduledStart: '2026-12-09T21:00:00Z' }), 409);
    expect((await jobRow(done.id))?.scheduledStart?.toISOString()).toBe('2026-12-01T21:00:00.000Z');
  });

  it('answers 400 with field errors for a bad window, changing nothing', async () => {
    const team = await moving();
    expectFieldErrors(await call('PUT', moveUrl(team.job.id), team.owner, {}), { scheduledStart: SCHEDULE_MESSAGES.start });
    expectFieldErrors(await call('PUT', moveUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z', scheduledEnd: '2026-12-08T00:00:00Z' }), {
      scheduledEnd: SCHEDULE_MESSAGES.endBeforeStart,
    });
    expectFieldErrors(await call('PUT', moveUrl(team.job.id), team.owner, { scheduledStart: '2026-12-08T01:00:00Z', confirmClashes: 'yes' }), {
      confirmClashes: true,
    });
    expectError(await call('PUT', moveUrl('not-an-id'), team.owner, { scheduledStart: '2026-12-08T01:00:00Z' }), 400);
    expect((await jobRow(team.job.id))?.scheduledStart?.toISOString()).toBe('2026-12-06T21:00:00.000Z');
  });

  it("answers 401 without a token, 403 to staff and 404 for another company's job", async () => {
    const team = await moving();
    const other = await moving();
    const window = { scheduledStart: '2026-12-09T21:00:00Z' };
    expectError(await call('PUT', moveUrl(team.job.id), null, window), 401);
    expectError(await call('PUT', moveUrl(team.job.id), team.supervisor, window), 403);
    expectError(await call('PUT', moveUrl(team.job.id), team.worker, window), 403);
    expectError(await call('PUT', moveUrl(other.job.id), team.owner, window), 404);
    expect((await jobRow(other.job.id))?.scheduledStart?.toISOString()).toBe('2026-12-06T21:00:00.000Z');
  });
});
