import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, ZJobSchema, ZJobsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompanyStatus } from '../../../test/factories.js';
import { jobsTeam, rooftopJob } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob, buildProject } from '../../../test/work-factories.js';
import { jobs } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { JOB_COUNT_CAP } from './jobs.queries.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const jobRowsOf = (companyId: string) => withSystem(t.db, (tx) => tx.select().from(jobs).where(eq(jobs.companyId, companyId)));

describe('POST /api/v3/job', () => {
  it('creates a job in the project, at its worksite, with the next job number', async () => {
    const team = await jobsTeam(t);
    const first = await call('POST', '/api/v3/job', team.owner, { ...rooftopJob, projectId: team.project.id });
    expect(first.statusCode, first.body).toBe(201);
    const job = ZJobSchema.parse(first.json());
    expect(job).toMatchObject({
      title: 'Install roof safety mesh',
      jobNumber: 'J-0001',
      status: 'PENDING',
      scheduledStart: '2026-12-01T22:00:00.000Z',
      scheduledEnd: '2026-12-02T06:00:00.000Z',
      notes: 'Crane booked 7 AM.',
      project: { id: team.project.id },
      worksite: { id: team.project.worksiteId },
      jobNotes: [],
      files: [],
      assignments: { assigned: 0 },
    });
    const second = ZJobSchema.parse((await call('POST', '/api/v3/job', team.owner, { title: 'Second', projectId: team.project.id })).json());
    expect(second.jobNumber).toBe('J-0002');
    expect(second.scheduledStart).toBeNull();
    const typed = ZJobSchema.parse((await call('POST', '/api/v3/job', team.owner, { title: 'Typed', jobNumber: 'J-0040', projectId: team.project.id })).json());
    expect(typed.jobNumber).toBe('J-0040');
    const next = ZJobSchema.parse((await call('POST', '/api/v3/job', team.owner, { title: 'After typed', projectId: team.project.id })).json());
    expect(next.jobNumber).toBe('J-0041');
  });

  it('gives two jobs created at the same moment different numbers', async () => {
    const team = await jobsTeam(t);
    const [a, b] = await Promise.all([
      call('POST', '/api/v3/job', team.owner, { title: 'A', projectId: team.project.id }),
      call('POST', '/api/v3/job', team.owner, { title: 'B', projectId: team.project.id }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    const numbers = (await jobRowsOf(team.company.id)).map((row) => row.jobNumber).sort();
    expect(numbers).toEqual(['J-0001', 'J-0002']);
  });

  it('answers 400 with field messages and writes nothing', async () => {
    const team = await jobsTeam(t);
    const response = await call('POST', '/api/v3/job', team.owner, {
      projectId: 'nope',
      title: '  ',
      scheduledStart: 'tomorrow',
    });
    expectFieldErrors(response, { projectId: JOB_MESSAGES.project, title: JOB_MESSAGES.title, scheduledStart: JOB_MESSAGES.scheduledStart });
    const backwards = await call('POST', '/api/v3/job', team.owner, {
      ...rooftopJob,
      projectId: team.project.id,
      scheduledEnd: '2026-12-01T21:59:00.000Z',
    });
    expectFieldErrors(backwards, { scheduledEnd: JOB_MESSAGES.endBeforeStart });
    expect(await jobRowsOf(team.company.id)).toHaveLength(0);
  });

  it("refuses an archived project, another company's project, staff, no token and a closed company", async () => {
    const team = await jobsTeam(t);
    const other = await jobsTeam(t);
    const archived = await buildProject(t.db, team.company.id, { archivedAt: new Date() });
    expectFieldErrors(await call('POST', '/api/v3/job', team.owner, { title: 'X', projectId: archived.id }), { projectId: JOB_MESSAGES.projectArchived });
    expectError(await call('POST', '/api/v3/job', team.owner, { title: 'X', projectId: other.project.id }), 404);
    expectError(await call('POST', '/api/v3/job', team.supervisor, { title: 'X', projectId: team.project.id }), 403);
    expectError(await call('POST', '/api/v3/job', null, { title: 'X', projectId: team.project.id }), 401);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expectError(await call('POST', '/api/v3/job', team.owner, { title: 'X', projectId: team.project.id }), 403);
    expect(await jobRowsOf(team.company.id)).toHaveLength(0);
    expect(await jobRowsOf(other.company.id)).toHaveLength(0);
  });
});

describe('GET /api/v3/job', () => {
  it("lists the company's jobs newest first, paged, with names and the people on them", async () => {
    const team = await jobsTeam(t);
    const base = Date.parse('2026-11-01T00:00:00Z');
    const made = [];
    for (let index = 0; index < 7; index += 1) {
      made.push(
        await buildJob(t.db, team.company.id, {
          projectId: team.project.id,
          worksiteId: team.project.worksiteId,
          title: `Job ${index}`,
          createdAt: new Date(base + index * 60_000),
        }),
      );
    }
    const first = made[0];
    if (!first) throw new Error('no job');
    await buildAssignment(t.db, first, team.users.supervisor.id, { status: 'accepted' });
    await buildAssignment(t.db, first, team.users.worker.id, { status: 'declined' });
    await buildJob(t.db, (await jobsTeam(t)).company.id);

    const page1 = ZJobsPageSchema.parse((await call('GET', '/api/v3/job?take=5', team.owner)).json());
    expect(page1.total).toBe(7);
    expect(page1.items.map((item) => item.title)).toEqual(['Job 6', 'Job 5', 'Job 4', 'Job 3', 'Job 2']);
    const page2 = ZJobsPageSchema.parse((await call('GET', '/api/v3/job?take=5&page=2', team.owner)).json());
    expect(page2.items.map((item) => item.title)).toEqual(['Job 1', 'Job 0']);
    expect(page2.items[1]).toMatchObject({ assignedCount: 1, projectName: team.project.name, worksiteId: team.project.worksiteId, status: 'PENDING' });
    expect(page2.items[1]?.worksiteName).toMatch(/^Site /);
  });

  it('reads on from a cursor: the same pages as by number, including jobs created in the same instant', async () => {
    const team = await jobsTeam(t);
    // Three jobs share one created_at (microseconds and all): only the id tells them apart.
    await withSystem(t.db, (tx) =>
      tx.execute(sql`insert into jobs (company_id, project_id, worksite_id, title, created_at)
        select ${team.company.id}, ${team.project.id}, ${team.project.worksiteId}, 'Cursor ' || n,
               timestamptz '2026-11-02 08:00:00.123456+00' - (n / 3) * interval '1 microsecond'
        from generate_series(1, 11) as n`),
    );
    const byNumber: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      byNumber.push(...ZJobsPageSchema.parse((await call('GET', `/api/v3/job?take=5&page=${page}`, team.owner)).json()).items.map((item) => item.id));
    }
    const byCursor: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const url: string = `/api/v3/job?take=5${after ? `&after=${after}` : ''}`;
      const page = ZJobsPageSchema.parse((await call('GET', url, team.owner)).json());
      // Counted on the first page; a page read on from a cursor keeps that count.
      expect(page.total).toBe(after ? null : 11);
      byCursor.push(...page.items.map((item) => item.id));
      after = page.nextCursor;
      pages += 1;
    } while (after && pages < 5);
    expect(pages).toBe(3);
    expect(byCursor).toEqual(byNumber);
    expect(new Set(byCursor).size).toBe(11);
  });

  it('answers 400 on after for a cursor it did not give', async () => {
    const team = await jobsTeam(t);
    const forged = Buffer.from('yesterday|not-an-id').toString('base64url');
    expectFieldErrors(await call('GET', `/api/v3/job?after=${forged}`, team.owner), { after: true });
    expectFieldErrors(await call('GET', '/api/v3/job?after=%3Cscript%3E', team.owner), { after: true });
  });

  it('filters by status, project, worksite and search', async () => {
    const team = await jobsTeam(t);
    const otherProject = await buildProject(t.db, team.company.id);
    await buildJob(t.db, team.company.id, { projectId: team.project.id, worksiteId: team.project.worksiteId, title: 'Gutter 50%_off', jobNumber: 'R-7' });
    await buildJob(t.db, team.company.id, { projectId: team.project.id, worksiteId: team.project.worksiteId, title: 'Fence', status: 'IN_PROGRESS' });
    await buildJob(t.db, team.company.id, { projectId: otherProject.id, worksiteId: otherProject.worksiteId, title: 'Deck', status: 'IN_PROGRESS' });
    const titles = async (query: string) =>
      ZJobsPageSchema.parse((await call('GET', `/api/v3/job?take=50&${query}`, team.owner)).json())
        .items.map((item) => item.title)
        .sort();
    expect(await titles('status=IN_PROGRESS')).toEqual(['Deck', 'Fence']);
    expect(await titles(`projectId=${team.project.id}`)).toEqual(['Fence', 'Gutter 50%_off']);
    expect(await titles(`worksiteId=${otherProject.worksiteId}`)).toEqual(['Deck']);
    expect(await titles('search=%25_')).toEqual(['Gutter 50%_off']);
    expect(await titles('search=r-7')).toEqual(['Gutter 50%_off']);
    expect(await titles(`status=IN_PROGRESS&projectId=${team.project.id}`)).toEqual(['Fence']);
  });

  it('names each job of a page after its own project and worksite, by page number and by cursor', async () => {
    const team = await jobsTeam(t);
    const otherProject = await buildProject(t.db, team.company.id, { name: 'Second stage' });
    const base = Date.parse('2026-10-01T00:00:00Z');
    for (let index = 0; index < 8; index += 1) {
      const project = index % 2 === 0 ? team.project : otherProject;
      await buildJob(t.db, team.company.id, {
        projectId: project.id,
        worksiteId: project.worksiteId,
        title: `Mixed ${index}`,
        createdAt: new Date(base + index * 60_000),
      });
    }
    const expected = (title: string) => {
      const project = Number(title.slice(-1)) % 2 === 0 ? team.project : otherProject;
      return { title, projectId: project.id, projectName: project.name, worksiteId: project.worksiteId };
    };
    const page1 = ZJobsPageSchema.parse((await call('GET', '/api/v3/job?take=5', team.owner)).json());
    expect(page1.items).toMatchObject(['Mixed 7', 'Mixed 6', 'Mixed 5', 'Mixed 4', 'Mixed 3'].map(expected));
    const byCursor = ZJobsPageSchema.parse((await call('GET', `/api/v3/job?take=5&after=${page1.nextCursor}`, team.owner)).json());
    const byNumber = ZJobsPageSchema.parse((await call('GET', '/api/v3/job?take=5&page=2', team.owner)).json());
    expect(byCursor.items).toMatchObject(['Mixed 2', 'Mixed 1', 'Mixed 0'].map(expected));
    expect(byNumber.items).toEqual(byCursor.items);
    expect(new Set(byCursor.items.map((item) => item.worksiteName)).size).toBe(2);
  });

  it('counts up to the cap, so a company with many jobs gets its page without counting them all', async () => {
    const team = await jobsTeam(t);
    await withSystem(t.db, (tx) =>
      tx.execute(sql`insert into jobs (company_id, project_id, worksite_id, title, created_at)
        select ${team.company.id}, ${team.project.id}, ${team.project.worksiteId}, 'Bulk ' || n, now() - n * interval '1 minute'
        from generate_series(1, ${JOB_COUNT_CAP + 5}) as n`),
    );
    const page = ZJobsPageSchema.parse((await call('GET', '/api/v3/job?take=5&page=3', team.owner)).json());
    expect(page.total).toBe(JOB_COUNT_CAP);
    expect(page.items.map((item) => item.title)).toEqual(['Bulk 11', 'Bulk 12', 'Bulk 13', 'Bulk 14', 'Bulk 15']);
  });

  it('answers 400 for a bad filter, 403 for staff and 401 without a token', async () => {
    const team = await jobsTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/job?status=DONE&take=7', team.owner), { status: JOB_MESSAGES.status, take: true });
    expectFieldErrors(await call('GET', '/api/v3/job?projectId=x', team.owner), { projectId: true });
    expectError(await call('GET', '/api/v3/job', team.supervisor), 403);
    expectError(await call('GET', '/api/v3/job', null), 401);
  });
});
