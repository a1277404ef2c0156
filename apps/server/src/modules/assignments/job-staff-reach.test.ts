import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobStaffSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError } from '../../../test/assertions.js';
import { assignmentsKit } from '../../../test/assignments.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';

/*
 * Staff see only the jobs they are on (docs/work.md), and a job's people are part of the job:
 * a worker who is not on a job learns nothing of who is, not even that the job exists.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { crew, assign } = assignmentsKit(() => t);

describe('GET /api/v3/job/{id}/staff for staff', () => {
  it('answers the people of a job the worker is on', async () => {
    const { worker, workerToken, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    const listed = await call('GET', `/api/v3/job/${job.id}/staff`, workerToken);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(ZJobStaffSchema.parse(listed.json()).items.map((person) => person.userId)).toEqual([worker.id]);
  });

  it('answers 404 for a job of the company the worker is not on, or was removed from', async () => {
    const { company, worker, workerToken, job, ownerToken } = await crew();
    const colleague = await buildUser(t.db, { company, roles: ['NAH'], firstName: 'Nat', lastName: 'Worker' });
    await assign(ownerToken, job.id, [colleague.id]);
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, workerToken), 404);

    const nobodysJob = await buildJob(t.db, company.id, { title: 'Unstaffed job' });
    expectError(await call('GET', `/api/v3/job/${nobodysJob.id}/staff`, workerToken), 404);

    await assign(ownerToken, job.id, [worker.id]);
    const removed = await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, ownerToken);
    expect(removed.statusCode, removed.body).toBe(200);
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, workerToken), 404);

    // The account holder still reads every job's people.
    const owners = await call('GET', `/api/v3/job/${job.id}/staff`, ownerToken);
    expect(owners.statusCode, owners.body).toBe(200);
    const supervisor = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, (await loginAs(t.ctx, supervisor)).token), 404);
  });
});
