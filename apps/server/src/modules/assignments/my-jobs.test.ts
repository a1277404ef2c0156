import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZJobViewSchema, ZMyJobsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { assignmentsKit } from '../../../test/assignments.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { jobNotes, worksites } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { crew } = assignmentsKit(() => t);

const HOUR = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR);

describe('GET /api/v3/my-jobs', () => {
  it('splits the person’s offered and accepted jobs into current, upcoming and past, paged', async () => {
    const { company, worker, workerToken } = await crew();
    const mk = async (
      title: string,
      start: Date | null,
      end: Date | null,
      status: 'offered' | 'accepted' | 'declined' | 'removed' = 'accepted',
      jobStatus: 'PENDING' | 'IN_PROGRESS' | 'COMPLETED' = 'PENDING',
    ) => {
      const job = await buildJob(t.db, company.id, { title, scheduledStart: start, scheduledEnd: end, status: jobStatus });
      await buildAssignment(t.db, job, worker.id, { status });
      return job;
    };
    await mk('On now', at(-2), at(3));
    await mk('Later today', at(5), at(9), 'offered');
    await mk('Unscheduled', null, null);
    await mk('Next week', at(24 * 7), at(24 * 7 + 8));
    await mk('In three days', at(72), null);
    await mk('Yesterday', at(-26), at(-18));
    await mk('Running over', at(-10), at(-1), 'accepted', 'IN_PROGRESS');
    await mk('Done early', at(2), at(4), 'accepted', 'COMPLETED');
    await mk('Declined one', at(1), at(2), 'declined');
    await mk('Removed one', at(1), at(2), 'removed');
    await buildAssignment(
      t.db,
      await buildJob(t.db, company.id, { title: 'Someone else', scheduledStart: at(1) }),
      (await buildUser(t.db, { company, roles: ['NAH'] })).id,
    );
    const titles = async (query: string) => {
      const response = await call('GET', `/api/v3/my-jobs?${query}`, workerToken);
      expect(response.statusCode, response.body).toBe(200);
      const page = ZMyJobsPageSchema.parse(response.json());
      return { titles: page.items.map((item) => item.title), total: page.total, first: page.items[0] };
    };
    const current = await titles('when=current');
    expect(current.titles).toEqual(['Running over', 'On now', 'Later today', 'Unscheduled']);
    expect(current.first).toMatchObject({
      answer: 'accepted',
      jobStatus: 'IN_PROGRESS',
      worksiteId: expect.any(String),
      when: expect.stringMatching(/^\w{3} \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M/),
    });
    expect((await titles('when=upcoming')).titles).toEqual(['In three days', 'Next week']);
    expect((await titles('when=past')).titles).toEqual(['Done early', 'Yesterday']);
    expect(await titles('when=current&take=2&page=2')).toMatchObject({ titles: ['Later today', 'Unscheduled'], total: 4 });
  });

  it('answers 400 for a bad filter, 401 without a token, 403 for an administrator', async () => {
    const { workerToken } = await crew();
    expectFieldErrors(await call('GET', '/api/v3/my-jobs?when=soon', workerToken), { when: 'Please choose current, upcoming or past.' });
    expectFieldErrors(await call('GET', '/api/v3/my-jobs?page=0', workerToken), { page: true });
    expectError(await call('GET', '/api/v3/my-jobs', null), 401);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await call('GET', '/api/v3/my-jobs', (await loginAs(t.ctx, admin)).token), 403);
  });
});

describe('GET /api/v3/job/{id}/view', () => {
  it('gives the worker on the job its site, contacts, notes and their answer; the owner sees any job', async () => {
    const { company, owner, worker, workerToken, ownerToken, job } = await crew();
    await withSystem(t.db, async (tx) => {
      await tx
        .update(worksites)
        .set({
          name: 'Bondi Pavilion',
          address: { streetNumber: '1', streetName: 'Queen Elizabeth Dr', suburb: 'Bondi', state: 'New South Wales', postCode: '2026' },
          latitude: -33.89,
          longitude: 151.27,
          siteContacts: [{ name: 'Gate', phone: '0412 345 678', role: null }],
        })
        .where(eq(worksites.id, job.worksiteId));
      await tx.insert(jobNotes).values({ companyId: company.id, jobId: job.id, authorId: owner.id, body: 'Bring the long ladder.' });
    });
    await buildAssignment(t.db, job, worker.id);
    const response = await call('GET', `/api/v3/job/${job.id}/view`, workerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZJobViewSchema.parse(response.json())).toMatchObject({
      title: 'Frame level 2',
      when: 'Tue 01/12/2026 07:00 AM – 03:00 PM',
      site: {
        name: 'Bondi Pavilion',
        address: expect.stringContaining('Bondi'),
        geo: { lat: -33.89, long: 151.27 },
        contacts: [{ name: 'Gate', phone: '0412 345 678' }],
      },
      jobNotes: [{ body: 'Bring the long ladder.', author: 'Olive Owner' }],
      files: [],
      myAnswer: 'offered',
    });
    expect((await call('GET', `/api/v3/job/${job.id}/view`, ownerToken)).json()).toMatchObject({ myAnswer: null });
  });

  it('answers 404 to staff not on the job and to other companies, 401 without a token, 400 for a bad id', async () => {
    const { company, workerToken, job } = await crew();
    const stranger = await crew();
    expectError(await call('GET', `/api/v3/job/${job.id}/view`, workerToken), 404);
    expectError(await call('GET', `/api/v3/job/${job.id}/view`, stranger.ownerToken), 404);
    expectError(await call('GET', `/api/v3/job/${job.id}/view`, null), 401);
    expectFieldErrors(await call('GET', '/api/v3/job/nope/view', workerToken), { id: true });
    const removedFrom = await buildJob(t.db, company.id);
    const me = await buildUser(t.db, { company, roles: ['NAH'] });
    await buildAssignment(t.db, removedFrom, me.id, { status: 'removed' });
    expectError(await call('GET', `/api/v3/job/${removedFrom.id}/view`, (await loginAs(t.ctx, me)).token), 404);
  });
});
