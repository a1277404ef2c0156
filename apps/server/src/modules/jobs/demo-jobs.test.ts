import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobsPageSchema } from '@hivis/contracts';
import { bearer, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { jobAssignments, users } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { DEMO_ACCOUNTS, seedDemo } from '../../seed/demo.js';
import { seedVolumeJobs } from '../../seed/volume-jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
});
afterAll(() => t?.close());

const userByEmail = async (email: string) => {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.email, email)));
  if (!row) throw new Error(`no ${email}`);
  return row;
};

describe('demo jobs', () => {
  it('gives the demo company numbered jobs of every status, some accepted by its staff', async () => {
    const owner = await userByEmail(DEMO_ACCOUNTS.owner);
    const { token } = await loginAs(t.ctx, owner);
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/job?take=20', headers: bearer(token) });
    const page = ZJobsPageSchema.parse(response.json());
    expect(page.total).toBe(10);
    expect(new Set(page.items.map((job) => job.jobNumber)).size).toBe(10);
    expect(new Set(page.items.map((job) => job.status))).toEqual(new Set(['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED']));
    expect(new Set(page.items.map((job) => job.projectId)).size).toBe(3);

    for (const email of [DEMO_ACCOUNTS.supervisor, DEMO_ACCOUNTS.worker]) {
      const person = await userByEmail(email);
      const accepted = await withSystem(t.db, (tx) => tx.select().from(jobAssignments).where(eq(jobAssignments.userId, person.id)));
      expect(accepted.filter((row) => row.status === 'accepted').length).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills the company with volume jobs and leaves the planner statistics of them', async () => {
    const owner = await userByEmail(DEMO_ACCOUNTS.owner);
    if (!owner.companyId) throw new Error('the demo owner has no company');
    const companyId = owner.companyId;
    await withSystem(t.db, (tx) => seedVolumeJobs(tx, companyId, 2000));
    // The embedded database has no autovacuum: -1 here would mean the jobs table was never analysed.
    const result = (await t.db.execute(sql`select reltuples::int as estimate from pg_class where relname = 'jobs' and relkind = 'r'`)) as unknown as {
      rows: { estimate: number }[];
    };
    expect(result.rows[0]?.estimate).toBeGreaterThanOrEqual(2000);

    const { token } = await loginAs(t.ctx, owner);
    const page = ZJobsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job?take=20', headers: bearer(token) })).json());
    expect(page.total).toBe(2010);
    expect(page.items[0]).toMatchObject({
      title: 'Maintenance request 1',
      projectName: 'Southside schools maintenance 2020–2026',
      worksiteName: 'Maintenance contract: Southside schools',
    });
  });
});
