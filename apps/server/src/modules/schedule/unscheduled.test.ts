import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, ZUnscheduledPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { scheduleTeam } from '../../../test/jobs.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob, buildWorksite } from '../../../test/work-factories.js';

let t: TestApp;
let call: ReturnType<typeof api>;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
});
afterAll(() => t?.close());

const URL = '/api/v3/schedule/unscheduled';
const pageOf = (body: unknown) => ZUnscheduledPageSchema.parse(body);

describe('GET /api/v3/schedule/unscheduled', () => {
  it('lists the open jobs without a start, newest first, a page at a time, with their people', async () => {
    const team = await scheduleTeam(t);
    const first = await team.jobAt('First to do', null, null, { createdAt: new Date('2026-11-01T00:00:00Z') });
    await team.jobAt('Second to do', null, null, { createdAt: new Date('2026-11-02T00:00:00Z') });
    await team.jobAt('Third to do', null, null, { createdAt: new Date('2026-11-03T00:00:00Z'), status: 'IN_PROGRESS' });
    await team.jobAt('Scheduled', '2026-12-08T00:00:00Z', null);
    await team.jobAt('Cancelled', null, null, { status: 'CANCELLED' });
    await team.jobAt('Completed', null, null, { status: 'COMPLETED' });
    await buildAssignment(t.db, first, team.users.worker.id, { status: 'offered' });
    const other = await scheduleTeam(t);
    await other.jobAt('Theirs', null, null);

    const one = pageOf((await call('GET', `${URL}?take=2`, team.owner)).json());
    expect(one.items.map((job) => job.title)).toEqual(['Third to do', 'Second to do']);
    expect(one).toMatchObject({ total: 3, page: 1, take: 2 });
    const two = pageOf((await call('GET', `${URL}?take=2&page=2`, team.owner)).json());
    expect(two.items).toEqual([
      {
        id: first.id,
        title: 'First to do',
        jobNumber: null,
        status: 'PENDING',
        worksite: { id: team.project.worksiteId, name: expect.any(String) },
        project: { id: team.project.id, name: team.project.name },
        people: [{ id: team.users.worker.id, name: 'Will Worker', status: 'offered' }],
      },
    ]);
  });

  it('narrows to a person and a worksite like the calendar', async () => {
    const team = await scheduleTeam(t);
    const mine = await team.jobAt('Offered to Will', null, null);
    await buildAssignment(t.db, mine, team.users.worker.id, { status: 'accepted' });
    await team.jobAt('Nobody on it', null, null);
    const site = await buildWorksite(t.db, team.company.id);
    await buildJob(t.db, team.company.id, { worksiteId: site.id, title: 'At the yard' });
    expect(pageOf((await call('GET', `${URL}?userId=${team.users.worker.id}`, team.owner)).json()).items.map((job) => job.title)).toEqual(['Offered to Will']);
    expect(pageOf((await call('GET', `${URL}?worksiteId=${site.id}`, team.owner)).json()).items.map((job) => job.title)).toEqual(['At the yard']);
  });

  it('answers 400 for bad paging or filters, 401 without a token and 403 to staff', async () => {
    const team = await scheduleTeam(t);
    expectFieldErrors(await call('GET', `${URL}?take=500`, team.owner), { take: true });
    expectFieldErrors(await call('GET', `${URL}?page=0`, team.owner), { page: true });
    expectFieldErrors(await call('GET', `${URL}?userId=x`, team.owner), { userId: SCHEDULE_MESSAGES.person });
    expectError(await call('GET', URL, null), 401);
    expectError(await call('GET', URL, team.supervisor), 403);
  });

  it("never lists another company's jobs, even filtered by its worksite", async () => {
    const team = await scheduleTeam(t);
    const other = await scheduleTeam(t);
    await other.jobAt('Theirs', null, null);
    expect(pageOf((await call('GET', `${URL}?worksiteId=${other.project.worksiteId}`, team.owner)).json())).toMatchObject({ items: [], total: 0 });
  });
});
