import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob, buildProject } from '../../../test/work-factories.js';
import type { CompanyRow, JobRow } from '../../db/schema/index.js';
import { companies, companyConnections, jobs, projects, worksites } from '../../db/schema/index.js';
import { asConnectedViewWithin, withSystem, withTenant } from './tenant.js';

/*
 * The connected view: a contractor reads the jobs contracted to it (and their projects, worksites
 * and hiring company) only there, never under the tenant role, and never writes anything in it.
 * These queries leave every company filter out on purpose and rely on the database alone.
 */

let t: TestApp;
let hiring: CompanyRow;
let contractor: CompanyRow;
let stranger: CompanyRow;
let contracted: JobRow;

beforeAll(async () => {
  t = await createTestApp();
  hiring = await buildCompany(t.db, { name: 'Hiring Co' });
  contractor = await buildCompany(t.db, { name: 'Contractor Co' });
  stranger = await buildCompany(t.db, { name: 'Stranger Co' });
  const project = await buildProject(t.db, hiring.id);
  contracted = await buildJob(t.db, hiring.id, { projectId: project.id, worksiteId: project.worksiteId, title: 'Contracted' });
  await buildJob(t.db, hiring.id, { projectId: project.id, worksiteId: project.worksiteId, title: 'Own staff' });
  await withSystem(t.db, async (tx) => {
    await tx.update(jobs).set({ contractedCompanyId: contractor.id }).where(eq(jobs.id, contracted.id));
    await tx.insert(companyConnections).values({ companyId: hiring.id, contractorCompanyId: contractor.id, status: 'accepted' });
  });
});
afterAll(() => t?.close());

const titles = (rows: { title: string }[]) => rows.map((row) => row.title).sort();

describe(`connected view (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('shows a contractor the job contracted to it, its project and worksite, and no other job', async () => {
    const seen = await withTenant(t.db, contractor.id, (tx) =>
      asConnectedViewWithin(tx, async () => ({
        jobs: await tx.select({ title: jobs.title }).from(jobs),
        projects: await tx.select({ id: projects.id }).from(projects),
        worksites: await tx.select({ id: worksites.id }).from(worksites),
      })),
    );
    expect(titles(seen.jobs)).toEqual(['Contracted']);
    expect(seen.projects.map((row) => row.id)).toEqual([contracted.projectId]);
    expect(seen.worksites.map((row) => row.id)).toEqual([contracted.worksiteId]);
  });

  it('keeps the tenant role to the company’s own jobs: a contracted job is not visible there', async () => {
    const seen = await withTenant(t.db, contractor.id, (tx) => tx.select({ title: jobs.title }).from(jobs));
    expect(seen).toEqual([]);
  });

  it('shows the hiring company all its own jobs in the view as well', async () => {
    const seen = await withTenant(t.db, hiring.id, (tx) => asConnectedViewWithin(tx, () => tx.select({ title: jobs.title }).from(jobs)));
    expect(titles(seen)).toEqual(['Contracted', 'Own staff']);
  });

  it('shows connected companies to each other, and a stranger nothing of either', async () => {
    const names = (companyId: string) =>
      withTenant(t.db, companyId, (tx) => asConnectedViewWithin(tx, () => tx.select({ name: companies.name }).from(companies)));
    expect(titles((await names(contractor.id)).map((row) => ({ title: row.name })))).toEqual(['Contractor Co', 'Hiring Co']);
    expect((await names(stranger.id)).map((row) => row.name)).toEqual(['Stranger Co']);
    const strangerJobs = await withTenant(t.db, stranger.id, (tx) => asConnectedViewWithin(tx, () => tx.select({ id: jobs.id }).from(jobs)));
    expect(strangerJobs).toEqual([]);
  });

  it('cannot change anything, not even the contracted job', async () => {
    const attempt = withTenant(t.db, contractor.id, (tx) =>
      asConnectedViewWithin(tx, () => tx.update(jobs).set({ title: 'Changed' }).where(eq(jobs.id, contracted.id))),
    );
    await expect(attempt).rejects.toThrow();
    const [row] = await withSystem(t.db, (tx) => tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contracted.id)));
    expect(row?.title).toBe('Contracted');
  });

  it('returns to the tenant role afterwards, in the same transaction', async () => {
    const role = await withTenant(t.db, contractor.id, async (tx) => {
      await asConnectedViewWithin(tx, () => tx.select({ id: jobs.id }).from(jobs));
      return tx.execute(sql`select current_user as name`);
    });
    expect((role as unknown as { rows: { name: string }[] }).rows[0]?.name).toBe('hivis_app');
  });
});
