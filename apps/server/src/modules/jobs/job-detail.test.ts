import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, ZJobSavedSchema, ZJobSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { jobsTeam, rooftopJob } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { jobs, userNotifications } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

async function teamWithJob() {
  const team = await jobsTeam(t);
  const job = await buildJob(t.db, team.company.id, {
    projectId: team.project.id,
    worksiteId: team.project.worksiteId,
    title: 'Install roof safety mesh',
    scheduledStart: new Date(rooftopJob.scheduledStart),
    scheduledEnd: new Date(rooftopJob.scheduledEnd),
  });
  return { ...team, job };
}

const noticesOf = (jobId: string) => withSystem(t.db, (tx) => tx.select().from(userNotifications).where(eq(userNotifications.jobId, jobId)));
const jobRow = async (jobId: string) => (await withSystem(t.db, (tx) => tx.select().from(jobs).where(eq(jobs.id, jobId))))[0];

describe('GET /api/v3/job/{id}', () => {
  it('shows the owner the job with its project, worksite and people', async () => {
    const team = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'accepted' });
    await buildAssignment(t.db, team.job, team.users.worker.id, { status: 'offered' });
    const response = await call('GET', `/api/v3/job/${team.job.id}`, team.owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZJobSchema.parse(response.json())).toMatchObject({
      id: team.job.id,
      project: { id: team.project.id, name: team.project.name },
      worksite: { id: team.project.worksiteId },
      client: null,
      assignments: { offered: 1, accepted: 1, declined: 0, assigned: 2 },
    });
  });

  it('shows staff only the jobs they are on', async () => {
    const team = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'accepted' });
    await buildAssignment(t.db, team.job, team.users.worker.id, { status: 'removed' });
    expect((await call('GET', `/api/v3/job/${team.job.id}`, team.supervisor)).statusCode).toBe(200);
    expectError(await call('GET', `/api/v3/job/${team.job.id}`, team.worker), 404);
  });

  it("answers 404 for another company's job, 400 for a bad id, 401 without a token", async () => {
    const team = await teamWithJob();
    const other = await teamWithJob();
    expectError(await call('GET', `/api/v3/job/${other.job.id}`, team.owner), 404);
    expectFieldErrors(await call('GET', '/api/v3/job/not-an-id', team.owner), { id: true });
    expectError(await call('GET', `/api/v3/job/${team.job.id}`, null), 401);
  });
});

describe('PUT /api/v3/job/{id}', () => {
  it('saves the details and tells the people offered or on the job when the times move', async () => {
    const team = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'accepted' });
    await buildAssignment(t.db, team.job, team.users.worker.id, { status: 'declined' });
    const moved = {
      ...rooftopJob,
      title: 'Roof mesh, block B',
      jobNumber: 'B-1',
      scheduledStart: '2026-12-03T22:00:00.000Z',
      scheduledEnd: '2026-12-04T06:30:00.000Z',
    };
    const response = await call('PUT', `/api/v3/job/${team.job.id}`, team.owner, moved);
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZJobSavedSchema.parse(response.json());
    expect(saved).toMatchObject({
      title: 'Roof mesh, block B',
      jobNumber: 'B-1',
      scheduledStart: moved.scheduledStart,
      notifiedCount: 1,
      assignments: { assigned: 1 },
    });
    const notices = await noticesOf(team.job.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      userId: team.users.supervisor.id,
      kind: 'job_changed',
      title: 'The times of Roof mesh, block B have changed',
      // 22:00 UTC is 8 AM next day in Brisbane (UTC+10, no daylight saving).
      body: 'New times: 04/12/2026 08:00 AM to 04/12/2026 04:30 PM.',
      link: `/worksite/${team.project.worksiteId}/project/${team.project.id}/job/${team.job.id}/view`,
    });
    // Same times again: nobody is told twice.
    const again = ZJobSavedSchema.parse((await call('PUT', `/api/v3/job/${team.job.id}`, team.owner, { ...moved, notes: 'Bring harnesses.' })).json());
    expect(again.notifiedCount).toBe(0);
    expect(await noticesOf(team.job.id)).toHaveLength(1);
  });

  it('answers 400 with field messages and changes nothing', async () => {
    const team = await teamWithJob();
    const response = await call('PUT', `/api/v3/job/${team.job.id}`, team.owner, { ...rooftopJob, title: '', scheduledEnd: '2026-11-30T00:00:00.000Z' });
    expectFieldErrors(response, { title: JOB_MESSAGES.title, scheduledEnd: JOB_MESSAGES.endBeforeStart });
    expect((await jobRow(team.job.id))?.title).toBe('Install roof safety mesh');
  });

  it("answers 403 for staff, 404 for another company's job, 401 without a token", async () => {
    const team = await teamWithJob();
    const other = await teamWithJob();
    await buildAssignment(t.db, team.job, team.users.supervisor.id, { status: 'accepted' });
    expectError(await call('PUT', `/api/v3/job/${team.job.id}`, team.supervisor, rooftopJob), 403);
    expectError(await call('PUT', `/api/v3/job/${other.job.id}`, team.owner, rooftopJob), 404);
    expectError(await call('PUT', `/api/v3/job/${team.job.id}`, null, rooftopJob), 401);
    expect((await jobRow(other.job.id))?.title).toBe('Install roof safety mesh');
  });
});

describe('PUT /api/v3/job/{id}/status', () => {
  it('moves the job along the allowed steps and stamps completion', async () => {
    const team = await teamWithJob();
    const to = (status: string) => call('PUT', `/api/v3/job/${team.job.id}/status`, team.owner, { status });
    expect(ZJobSchema.parse((await to('IN_PROGRESS')).json()).status).toBe('IN_PROGRESS');
    const done = ZJobSchema.parse((await to('COMPLETED')).json());
    expect(done.status).toBe('COMPLETED');
    expect(done.completedOn).not.toBeNull();
    const reopened = ZJobSchema.parse((await to('IN_PROGRESS')).json());
    expect(reopened.completedOn).toBeNull();
  });

  it('refuses a move the rule does not allow with a clear message', async () => {
    const team = await teamWithJob();
    const body = expectError(await call('PUT', `/api/v3/job/${team.job.id}/status`, team.owner, { status: 'COMPLETED' }), 400);
    expect(body.message).toBe("A job that is 'Is Pending' cannot be moved to 'Completed'. It can go to 'In Progress' or 'Cancelled'.");
    expectFieldErrors(await call('PUT', `/api/v3/job/${team.job.id}/status`, team.owner, { status: 'DONE' }), { status: JOB_MESSAGES.status });
    expect((await jobRow(team.job.id))?.status).toBe('PENDING');
  });

  it("answers 403 for staff, 404 for another company's job, 401 without a token", async () => {
    const team = await teamWithJob();
    const other = await teamWithJob();
    expectError(await call('PUT', `/api/v3/job/${team.job.id}/status`, team.supervisor, { status: 'IN_PROGRESS' }), 403);
    expectError(await call('PUT', `/api/v3/job/${other.job.id}/status`, team.owner, { status: 'IN_PROGRESS' }), 404);
    expectError(await call('PUT', `/api/v3/job/${team.job.id}/status`, null, { status: 'IN_PROGRESS' }), 401);
    expect((await jobRow(other.job.id))?.status).toBe('PENDING');
  });
});
