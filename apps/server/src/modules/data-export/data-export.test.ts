import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '@hivis/contracts';
import { expectError } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob, buildProject, buildWorksite } from '../../../test/work-factories.js';
import { clients, jobs, timeEntries } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { parseCsv } from '../timesheets/csv.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const URL = '/api/v3/data-management/export';

async function team() {
  const company = await buildCompany(t.db);
  const owner = await buildUser(t.db, { company, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' });
  const worker = await buildUser(t.db, { company, roles: ['NAH'], firstName: 'Will', lastName: 'Worker' });
  return { company, owner, worker, ownerToken: (await loginAs(t.ctx, owner)).token, workerToken: (await loginAs(t.ctx, worker)).token };
}

async function download(token: string) {
  const response = await t.app.inject({ method: 'GET', url: URL, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="hivis-export-\d{4}-\d{2}-\d{2}\.zip"$/);
  return unzipSync(new Uint8Array(response.rawPayload));
}

function csvIn(files: Record<string, Uint8Array>, name: string): string[][] {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the ZIP`);
  // fflate's strFromU8 would drop the BOM; keep it to check it is there.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file);
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parseCsv(text.slice(1));
}

describe('GET /api/v3/data-management/export', () => {
  it('streams a ZIP with a README and one formula-safe CSV per record family, only of the caller’s company', async () => {
    const mine = await team();
    const theirs = await team();
    const site = await buildWorksite(t.db, mine.company.id, { name: 'Ann St apartments' });
    const project = await buildProject(t.db, mine.company.id, { worksiteId: site.id, name: 'Level 3 fit-out' });
    const job = await buildJob(t.db, mine.company.id, {
      projectId: project.id,
      worksiteId: site.id,
      title: '=HYPERLINK("x")',
      scheduledStart: new Date('2026-03-02T22:30:00Z'),
    });
    await buildAssignment(t.db, job, mine.worker.id, { status: 'accepted' });
    await withSystem(t.db, (tx) =>
      tx.insert(timeEntries).values({
        companyId: mine.company.id,
        userId: mine.worker.id,
        jobId: job.id,
        clockInAt: new Date('2026-03-02T22:00:00Z'),
        clockOutAt: new Date('2026-03-03T06:30:00Z'),
        breaks: [{ startAt: '2026-03-03T02:00:00.000Z', endAt: '2026-03-03T02:30:00.000Z' }],
      }),
    );
    await withSystem(t.db, (tx) =>
      tx.insert(clients).values([
        { companyId: mine.company.id, name: 'Zoë’s Homes' },
        { companyId: theirs.company.id, name: 'Secret Client' },
      ]),
    );
    await buildWorksite(t.db, theirs.company.id, { name: 'Secret Site' });

    const files = await download(mine.ownerToken);
    expect(Object.keys(files)).toEqual(['README.txt', ...EXPORT_FILES.map((file) => file.name)]);
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('time-entries.csv');

    const people = csvIn(files, 'employees.csv');
    expect(
      people
        .slice(1)
        .map((row) => row[3])
        .sort(),
    ).toEqual([mine.owner.email, mine.worker.email].sort());
    // The role by its name, as people read it (and as the import reads it back), not its code.
    expect(people.find((row) => row[3] === mine.worker.email)?.[4]).toBe('Worker');
    expect(people.find((row) => row[3] === mine.owner.email)?.[4]).toBe('Account holder');
    expect(
      csvIn(files, 'clients.csv')
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Zoë’s Homes']);
    expect(
      csvIn(files, 'worksites.csv')
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['Ann St apartments']);
    expect(csvIn(files, 'projects.csv')[1]?.slice(1, 5)).toEqual(['Level 3 fit-out', '', site.id, 'Ann St apartments']);

    const jobRows = csvIn(files, 'jobs.csv');
    const header = jobRows[0] ?? [];
    const jobRow = jobRows[1] ?? [];
    expect(jobRow[2]).toBe(`'=HYPERLINK("x")`);
    expect(jobRow[header.indexOf('Scheduled start (UTC)')]).toBe('2026-03-02T22:30:00.000Z');
    // Brisbane is UTC+10: the company's time zone by default.
    expect(jobRow[header.indexOf('Scheduled start (local)')]).toBe('03/03/2026 08:30 AM');

    const assignments = csvIn(files, 'job-assignments.csv');
    expect(assignments[1]?.slice(1, 7)).toEqual([job.id, `'=HYPERLINK("x")`, mine.worker.id, 'Will Worker', mine.worker.email, 'accepted']);
    const entries = csvIn(files, 'time-entries.csv');
    const entryHeader = entries[0] ?? [];
    expect(entries[1]?.[entryHeader.indexOf('Break minutes')]).toBe('30');
    expect(entries[1]?.[entryHeader.indexOf('Worked hours')]).toBe('8.00');
    expect(entries[1]?.[entryHeader.indexOf('Clock in (local)')]).toBe('03/03/2026 08:00 AM');

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('Secret');
  });

  it('reads page by page without skipping or repeating rows that share a name or a creation time', async () => {
    const mine = await team();
    const project = await buildProject(t.db, mine.company.id);
    // One statement: every row gets the same created_at, so only the id tells them apart.
    await withSystem(t.db, (tx) =>
      tx.insert(clients).values(Array.from({ length: 1203 }, (_, index) => ({ companyId: mine.company.id, name: `Client ${index % 3}` }))),
    );
    await withSystem(t.db, (tx) =>
      tx.insert(jobs).values(
        Array.from({ length: 1001 }, (_, index) => ({
          companyId: mine.company.id,
          projectId: project.id,
          worksiteId: project.worksiteId,
          title: `Job ${index}`,
        })),
      ),
    );
    const files = await download(mine.ownerToken);
    const clientIds = csvIn(files, 'clients.csv')
      .slice(1)
      .map((row) => row[0]);
    expect(clientIds).toHaveLength(1203);
    expect(new Set(clientIds).size).toBe(1203);
    const jobTitles = csvIn(files, 'jobs.csv')
      .slice(1)
      .map((row) => row[2]);
    expect(new Set(jobTitles).size).toBe(1001);
  });

  it('answers 401 without a sign-in and 403 for staff and platform admins', async () => {
    const mine = await team();
    expectError(await t.app.inject({ method: 'GET', url: URL }), 401);
    expectError(await t.app.inject({ method: 'GET', url: URL, headers: bearer(mine.workerToken) }), 403);
    const admin = await buildAdmin(t.db);
    expectError(await t.app.inject({ method: 'GET', url: URL, headers: bearer((await loginAs(t.ctx, admin)).token) }), 403);
  });
});
