import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULE_MESSAGES, ZScheduleSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { setCompanyStatus } from '../../../test/factories.js';
import { scheduleTeam, WEEK } from '../../../test/jobs.js';
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

const weekUrl = (extra = '') => `/api/v3/schedule?from=${WEEK.from}&to=${WEEK.to}${extra}`;
const titlesOf = (body: unknown) => ZScheduleSchema.parse(body).items.map((item) => item.title);

describe('GET /api/v3/schedule', () => {
  it('shows the owner the jobs overlapping the week in the company zone, earliest first, with their people', async () => {
    const team = await scheduleTeam(t);
    const monday = await team.jobAt('Monday pour', '2026-12-06T21:00:00Z', '2026-12-07T05:00:00Z');
    await team.jobAt('Across the start', '2026-12-04T22:00:00Z', '2026-12-06T20:00:00Z');
    await team.jobAt('No end, Sunday night', '2026-12-06T13:00:00Z', null);
    await team.jobAt('No end, Sunday', '2026-12-06T13:30:00Z', null);
    await team.jobAt('Sunday, ends at the start', '2026-12-06T10:00:00Z', '2026-12-06T14:00:00Z');
    await team.jobAt('Next Monday', '2026-12-13T14:00:00Z', '2026-12-13T20:00:00Z');
    await team.jobAt('Sunday last', '2026-12-13T13:00:00Z', null);
    await team.jobAt('Not scheduled', null, null);
    await buildAssignment(t.db, monday, team.users.supervisor.id, { status: 'accepted' });
    await buildAssignment(t.db, monday, team.users.worker.id, { status: 'declined' });
    const other = await scheduleTeam(t);
    await other.jobAt('Another company', '2026-12-07T00:00:00Z', null);

    const response = await call('GET', weekUrl(), team.owner);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZScheduleSchema.parse(response.json());
    // "No end" books the rest of its start's day: 23:00 Sunday ends at midnight, where the week starts.
    expect(body.items.map((item) => item.title)).toEqual(['Across the start', 'Monday pour', 'Sunday last']);
    expect(body).toMatchObject({ from: WEEK.from, to: WEEK.to, timeZone: 'Australia/Brisbane', truncated: false });
    expect(body.items[1]).toEqual({
      id: monday.id,
      title: 'Monday pour',
      jobNumber: null,
      status: 'PENDING',
      start: '2026-12-06T21:00:00.000Z',
      end: '2026-12-07T05:00:00.000Z',
      worksite: { id: team.project.worksiteId, name: expect.any(String) },
      project: { id: team.project.id, name: team.project.name },
      people: [{ id: team.users.supervisor.id, name: 'Sam Super', status: 'accepted' }],
    });
  });

  it("narrows to a person's live jobs and to a worksite", async () => {
    const team = await scheduleTeam(t);
    const offered = await team.jobAt('Offered to Will', '2026-12-08T00:00:00Z', '2026-12-08T04:00:00Z');
    const removed = await team.jobAt('Will removed', '2026-12-09T00:00:00Z', '2026-12-09T04:00:00Z');
    await team.jobAt('Nobody on it', '2026-12-10T00:00:00Z', '2026-12-10T04:00:00Z');
    await buildAssignment(t.db, offered, team.users.worker.id, { status: 'offered' });
    await buildAssignment(t.db, removed, team.users.worker.id, { status: 'removed' });
    const site = await buildWorksite(t.db, team.company.id, { name: 'Depot' });
    await buildJob(t.db, team.company.id, { worksiteId: site.id, title: 'At the depot', scheduledStart: new Date('2026-12-11T00:00:00Z') });

    const byPerson = await call('GET', weekUrl(`&userId=${team.users.worker.id}`), team.owner);
    expect(titlesOf(byPerson.json())).toEqual(['Offered to Will']);
    const bySite = await call('GET', weekUrl(`&worksiteId=${site.id}`), team.owner);
    expect(titlesOf(bySite.json())).toEqual(['At the depot']);
  });

  it('is readable on a suspended account, like the jobs', async () => {
    const team = await scheduleTeam(t);
    await team.jobAt('Still shown', '2026-12-08T00:00:00Z', null);
    await setCompanyStatus(t.db, team.company.id, 'suspended');
    expect(titlesOf((await call('GET', weekUrl(), team.owner)).json())).toEqual(['Still shown']);
  });

  it('answers 400 with field errors for missing, malformed, reversed or too long ranges', async () => {
    const team = await scheduleTeam(t);
    expectFieldErrors(await call('GET', '/api/v3/schedule?to=2026-12-14', team.owner), { from: SCHEDULE_MESSAGES.from });
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-02-30&to=2026-03-02', team.owner), { from: SCHEDULE_MESSAGES.from });
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-12-07&to=07/12/2026', team.owner), { to: SCHEDULE_MESSAGES.to });
    // Of the day's form but no date at all: once a 500, when the check formatted it.
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-13-45&to=2026-12-14', team.owner), { from: SCHEDULE_MESSAGES.from });
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-12-07&to=2026-00-10', team.owner), { to: SCHEDULE_MESSAGES.to });
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-12-07&to=2026-12-07', team.owner), { to: SCHEDULE_MESSAGES.order });
    expectFieldErrors(await call('GET', '/api/v3/schedule?from=2026-12-01&to=2027-02-02', team.owner), { to: SCHEDULE_MESSAGES.range });
    expectFieldErrors(await call('GET', weekUrl('&userId=someone'), team.owner), { userId: SCHEDULE_MESSAGES.person });
    expectFieldErrors(await call('GET', weekUrl('&worksiteId=1'), team.owner), { worksiteId: SCHEDULE_MESSAGES.worksite });
    // 62 days is the most one request covers.
    expect((await call('GET', '/api/v3/schedule?from=2026-12-01&to=2027-02-01', team.owner)).statusCode).toBe(200);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    const team = await scheduleTeam(t);
    expectError(await call('GET', weekUrl(), null), 401);
    expectError(await call('GET', weekUrl(), team.supervisor), 403);
    expectError(await call('GET', weekUrl(), team.worker), 403);
  });

  it("never shows another company's jobs, even when filtered by its worksite or people", async () => {
    const team = await scheduleTeam(t);
    const other = await scheduleTeam(t);
    const theirs = await other.jobAt('Theirs', '2026-12-08T00:00:00Z', null);
    await buildAssignment(t.db, theirs, other.users.worker.id, { status: 'accepted' });
    expect(titlesOf((await call('GET', weekUrl(`&worksiteId=${other.project.worksiteId}`), team.owner)).json())).toEqual([]);
    expect(titlesOf((await call('GET', weekUrl(`&userId=${other.users.worker.id}`), team.owner)).json())).toEqual([]);
  });
});
