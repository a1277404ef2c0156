import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobAssignments, jobs, userNotifications } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';

/** Helpers shared by the staffing, work request and inbox tests. */
export function assignmentsKit(app: () => TestApp) {
  type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  const call = (token: string | null, { method, url, body }: Call) =>
    app().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(body === undefined ? {} : { payload: body as object }) });

  /** A company with its owner signed in, a staff member and a job on Tue 1 Dec 2026 07:00–15:00 Brisbane. */
  async function crew(overrides: CompanyOverrides = {}) {
    const t = app();
    const company = await buildCompany(t.db, overrides);
    const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' });
    const worker = await buildUser(t.db, { company, roles: ['SAH'], firstName: 'Sam', lastName: 'Supervisor' });
    const job = await buildJob(t.db, company.id, {
      title: 'Frame level 2',
      scheduledStart: new Date('2026-11-30T21:00:00Z'),
      scheduledEnd: new Date('2026-12-01T05:00:00Z'),
    });
    const ownerToken = (await loginAs(t.ctx, owner)).token;
    const workerToken = (await loginAs(t.ctx, worker)).token;
    return { company, owner, worker, job, ownerToken, workerToken };
  }

  const assignmentsOf = (jobId: string) => withSystem(app().db, (tx) => tx.select().from(jobAssignments).where(eq(jobAssignments.jobId, jobId)));
  const notificationsOf = (userId: string) => withSystem(app().db, (tx) => tx.select().from(userNotifications).where(eq(userNotifications.userId, userId)));
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
    const response = await call(token, { method: 'POST', url: `/api/v3/job/${jobId}/staff`, body: { userIds, confirmClashes } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { items: { userId: string; status: string }[] };
  }

  return { call, crew, assignmentsOf, notificationsOf, jobStatusOf, tokenOf, assign };
}
