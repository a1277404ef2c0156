import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobAssignments, jobs } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import type { CompanyOverrides } from './factories.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildJob } from './work-factories.js';

/** The staffing, work request and inbox tests: a crew, the rows behind a job's staff, assigning. */
export function assignmentsKit(app: () => TestApp) {
  const call = api(app);

  /** A company with its owner signed in, a staff member and a job on Tue 1 Dec 2026 07:00–15:00 Brisbane. */
  async function crew(overrides: CompanyOverrides = {}) {
    const t = app();
    const { company, people } = await buildTeam(
      t,
      { owner: { roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' }, worker: { roles: ['SAH'], firstName: 'Sam', lastName: 'Supervisor' } },
      overrides,
    );
    const job = await buildJob(t.db, company.id, {
      title: 'Frame level 2',
      scheduledStart: new Date('2026-11-30T21:00:00Z'),
      scheduledEnd: new Date('2026-12-01T05:00:00Z'),
    });
    const { owner, worker } = people;
    return { company, owner, worker, job, ownerToken: owner.token, workerToken: worker.token };
  }

  const assignmentsOf = (jobId: string) => withSystem(app().db, (tx) => tx.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId)));
  async function jobStatusOf(jobId: string) {
    const [row] = await withSystem(app().db, (tx) => tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)));
    return row?.status;
  }
  async function tokenOf(jobId: string, userId: string): Promise<string> {
    const [row] = await withSystem(app().db, (tx) =>
      tx
        .select()
        .from(jobAssignments)
        .where(and(eq(jobAssignments.jobId, jobId), eq(jobAssignments.userId, userId))),
    );
    expect(row).toBeDefined();
    return row?.requestToken ?? '';
  }

  async function assign(token: string, jobId: string, userIds: string[], confirmClashes = false) {
    const response = await call('POST', `/api/v3/job/${jobId}/staff`, token, { userIds, confirmClashes });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { items: { userId: string; status: string }[] };
  }

  return { crew, assignmentsOf, jobStatusOf, tokenOf, assign };
}
