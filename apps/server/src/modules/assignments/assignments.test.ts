import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, ZClashConflictSchema, ZClashesSchema, ZJobStaffSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { assignmentsKit } from '../../../test/assignments.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import { linkIn, mailTo, notificationsOf } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { TEST_PUBLIC_URL, createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { crew, assignmentsOf, tokenOf, assign } = assignmentsKit(() => t);

describe('POST /api/v3/job/{id}/staff', () => {
  it('offers the job: an offered assignment, an inbox line and a mail with accept and decline links', async () => {
    const { company, worker, job, ownerToken } = await crew();
    const staff = ZJobStaffSchema.parse(await assign(ownerToken, job.id, [worker.id]));
    expect(staff.items).toMatchObject([{ userId: worker.id, status: 'offered', firstName: 'Sam', lastName: 'Supervisor', role: 'SAH', email: worker.email }]);
    const [notification] = await notificationsOf(t.db, worker.id);
    expect(notification).toMatchObject({ kind: 'job_assigned', jobId: job.id, companyId: company.id, readAt: null });
    expect(notification?.link).toBe(`/notification/${notification?.id}/job/${job.id}/assigned`);
    const [mail] = await mailTo(t.db, worker.email);
    const token = await tokenOf(job.id, worker.id);
    expect(mail?.subject).toBe('Work request: Frame level 2');
    expect(linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/work-request/accept/`).pathname).toBe(`/work-request/accept/${token}`);
    expect(linkIn(mail?.text ?? '', `${TEST_PUBLIC_URL}/work-request/decline/`).pathname).toBe(`/work-request/decline/${token}`);
    // Times in the company's zone (Brisbane, UTC+10).
    expect(mail?.text).toContain('When: Tue 01/12/2026 07:00 AM – 03:00 PM');
  });

  it('leaves people already on the job alone and renews a declined request with a new link', async () => {
    const { worker, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    await assign(ownerToken, job.id, [worker.id, worker.id]);
    expect(await mailTo(t.db, worker.email)).toHaveLength(1);
    const first = await tokenOf(job.id, worker.id);
    expect((await call('POST', `/api/v3/work-request/${first}/decline`, null)).statusCode).toBe(200);
    await assign(ownerToken, job.id, [worker.id]);
    const [row] = await assignmentsOf(job.id);
    expect(row).toMatchObject({ status: 'offered', respondedAt: null });
    expect(row?.requestToken).not.toBe(first);
    expect(await mailTo(t.db, worker.email)).toHaveLength(2);
    expectError(await call('GET', `/api/v3/work-request/${first}`, null), 404);
  });

  it('refuses clashes with 409 listing them, changing nothing, then assigns when confirmed', async () => {
    const { company, worker, job, ownerToken } = await crew();
    const other = await buildJob(t.db, company.id, {
      title: 'Pour slab',
      scheduledStart: new Date('2026-12-01T02:00:00Z'),
      scheduledEnd: new Date('2026-12-01T08:00:00Z'),
    });
    await buildAssignment(t.db, other, worker.id, { status: 'accepted' });
    const refused = await call('POST', `/api/v3/job/${job.id}/staff`, ownerToken, { userIds: [worker.id] });
    expect(refused.statusCode, refused.body).toBe(409);
    const conflict = ZClashConflictSchema.parse(refused.json());
    expect(conflict.message).toBe(ASSIGNMENT_MESSAGES.clashes);
    expect(conflict.clashes).toEqual([
      expect.objectContaining({
        userId: worker.id,
        name: 'Sam Supervisor',
        jobs: [expect.objectContaining({ jobId: other.id, title: 'Pour slab', answer: 'accepted', when: 'Tue 01/12/2026 12:00 PM – 06:00 PM' })],
      }),
    ]);
    expect(await assignmentsOf(job.id)).toEqual([]);
    expect(await mailTo(t.db, worker.email)).toEqual([]);
    await assign(ownerToken, job.id, [worker.id], true);
    expect(await assignmentsOf(job.id)).toHaveLength(1);
  });

  it('answers 400 for no people, bad ids and people who are not active members of the company', async () => {
    const { company, job, ownerToken } = await crew();
    const url = `/api/v3/job/${job.id}/staff`;
    expectFieldErrors(await call('POST', url, ownerToken, { userIds: [] }), { userIds: ASSIGNMENT_MESSAGES.people });
    expectFieldErrors(await call('POST', url, ownerToken, { userIds: ['nope'] }), { 'userIds.0': 'Must be a valid id.' });
    const outsider = await buildUser(t.db, { roles: ['SAH'] });
    const gone = await buildUser(t.db, { company, roles: ['NAH'], status: 'deactivated' });
    for (const person of [outsider, gone]) {
      expectFieldErrors(await call('POST', url, ownerToken, { userIds: [person.id] }), { 'userIds.0': ASSIGNMENT_MESSAGES.personNotFound });
    }
    const invited = await buildUser(t.db, { company, roles: ['NAH'], status: 'pending_setup', password: null });
    await assign(ownerToken, job.id, [invited.id]);
    expect(await assignmentsOf(job.id)).toHaveLength(1);
  });

  it('needs a token (401), an account holder (403) and the company’s own job (404)', async () => {
    const { worker, workerToken, job } = await crew();
    const body = { userIds: [worker.id] };
    expectError(await call('POST', `/api/v3/job/${job.id}/staff`, null, body), 401);
    expectError(await call('POST', `/api/v3/job/${job.id}/staff`, workerToken, body), 403);
    const stranger = await crew();
    expectError(await call('POST', `/api/v3/job/${job.id}/staff`, stranger.ownerToken, body), 404);
    expectError(await call('POST', `/api/v3/job/${stranger.job.id}/staff`, stranger.ownerToken, body), 400);
    const closed = await crew({ status: 'suspended' });
    expectError(await call('POST', `/api/v3/job/${closed.job.id}/staff`, closed.ownerToken, { userIds: [closed.worker.id] }), 403);
    expect(await assignmentsOf(job.id)).toEqual([]);
  });
});

describe('POST /api/v3/job/{id}/staff/clash', () => {
  it('lists overlapping bookings for the job or a given window, ignoring finished jobs and touching ends', async () => {
    const { company, worker, job, ownerToken } = await crew();
    const touching = await buildJob(t.db, company.id, { scheduledStart: new Date('2026-12-01T05:00:00Z'), scheduledEnd: new Date('2026-12-01T07:00:00Z') });
    const done = await buildJob(t.db, company.id, { status: 'COMPLETED', scheduledStart: new Date('2026-12-01T00:00:00Z') });
    const allDay = await buildJob(t.db, company.id, { title: 'Site walk', scheduledStart: new Date('2026-12-01T03:00:00Z') });
    const declined = await buildJob(t.db, company.id, { scheduledStart: new Date('2026-12-01T00:00:00Z'), scheduledEnd: new Date('2026-12-01T01:00:00Z') });
    await buildAssignment(t.db, touching, worker.id);
    await buildAssignment(t.db, done, worker.id, { status: 'accepted' });
    await buildAssignment(t.db, allDay, worker.id);
    await buildAssignment(t.db, declined, worker.id, { status: 'declined' });
    const url = `/api/v3/job/${job.id}/staff/clash`;
    const own = await call('POST', url, ownerToken, { userIds: [worker.id] });
    expect(own.statusCode, own.body).toBe(200);
    expect(ZClashesSchema.parse(own.json()).clashes[0]?.jobs.map((clash) => clash.title)).toEqual(['Site walk']);
    const later = await call('POST', url, ownerToken, { userIds: [worker.id], start: '2026-12-01T06:00:00Z', end: '2026-12-01T06:30:00Z' });
    expect(ZClashesSchema.parse(later.json()).clashes[0]?.jobs.map((clash) => clash.jobId)).toEqual([allDay.id, touching.id]);
    const nextDay = await call('POST', url, ownerToken, { userIds: [worker.id], start: '2026-12-01T15:00:00Z' });
    expect(ZClashesSchema.parse(nextDay.json()).clashes).toEqual([]);
  });

  it('answers 400, 401, 403 and 404 like the other staffing calls', async () => {
    const { worker, workerToken, job, ownerToken } = await crew();
    const url = `/api/v3/job/${job.id}/staff/clash`;
    expectFieldErrors(await call('POST', url, ownerToken, { userIds: [worker.id], start: '2026-12-02T00:00:00Z', end: '2026-12-01T00:00:00Z' }), {
      end: ASSIGNMENT_MESSAGES.window,
    });
    expectFieldErrors(await call('POST', url, ownerToken, { userIds: [worker.id], start: 'tomorrow' }), { start: true });
    expectError(await call('POST', url, null, { userIds: [worker.id] }), 401);
    expectError(await call('POST', url, workerToken, { userIds: [worker.id] }), 403);
    expectError(await call('POST', url, (await crew()).ownerToken, { userIds: [worker.id] }), 404);
  });
});

describe('GET /api/v3/job/{id}/staff and DELETE /api/v3/job/{id}/staff/{userId}', () => {
  it('lists the people, removes one, tells them in the app and stops their link', async () => {
    const { worker, workerToken, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    const token = await tokenOf(job.id, worker.id);
    const listed = await call('GET', `/api/v3/job/${job.id}/staff`, workerToken);
    expect(ZJobStaffSchema.parse(listed.json()).items).toMatchObject([{ userId: worker.id, status: 'offered' }]);
    const removed = await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, ownerToken);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ZJobStaffSchema.parse(removed.json()).items).toMatchObject([{ userId: worker.id, status: 'removed' }]);
    expect((await notificationsOf(t.db, worker.id)).map((row) => row.kind).sort()).toEqual(['job_assigned', 'job_removed']);
    const answer = expectError(await call('POST', `/api/v3/work-request/${token}/accept`, null), 409);
    expect(answer.message).toBe(ASSIGNMENT_MESSAGES.removedRequest);
  });

  it('answers 401, 403 and 404', async () => {
    const { worker, workerToken, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, null), 401);
    expectError(await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, null), 401);
    expectError(await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, workerToken), 403);
    const stranger = await crew();
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, stranger.ownerToken), 404);
    expectError(await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, stranger.ownerToken), 404);
    expectError(await call('DELETE', `/api/v3/job/${job.id}/staff/${stranger.worker.id}`, ownerToken), 404);
    expectFieldErrors(await call('DELETE', `/api/v3/job/${job.id}/staff/nope`, ownerToken), { userId: true });
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await call('GET', `/api/v3/job/${job.id}/staff`, (await loginAs(t.ctx, admin)).token), 403);
    expect((await assignmentsOf(job.id))[0]?.status).toBe('offered');
  });
});
