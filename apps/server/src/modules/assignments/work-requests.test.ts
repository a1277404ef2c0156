import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSIGNMENT_MESSAGES, ZWorkRequestAnswerSchema, ZWorkRequestSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { assignmentsKit } from '../../../test/assignments.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import { mailTo, notificationsOf } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { jobs } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { crew, assignmentsOf, jobStatusOf, tokenOf, assign } = assignmentsKit(() => t);

const post = (token: string, answer: 'accept' | 'decline') => call('POST', `/api/v3/work-request/${token}/${answer}`, null);

describe('work requests by the link', () => {
  it('shows the job signed out, accepts once and twice, and starts a pending job', async () => {
    const { company, worker, job, ownerToken } = await crew({ name: 'Acme Carpentry' });
    await assign(ownerToken, job.id, [worker.id]);
    const token = await tokenOf(job.id, worker.id);
    const shown = await call('GET', `/api/v3/work-request/${token}`, null);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(ZWorkRequestSchema.parse(shown.json())).toMatchObject({
      jobId: job.id,
      title: 'Frame level 2',
      companyName: 'Acme Carpentry',
      firstName: 'Sam',
      answer: 'offered',
      open: true,
      when: 'Tue 01/12/2026 07:00 AM – 03:00 PM',
    });
    const accepted = await post(token, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZWorkRequestAnswerSchema.parse(accepted.json())).toMatchObject({
      request: { answer: 'accepted', jobStatus: 'IN_PROGRESS' },
      message: 'Thanks, you have accepted this job.',
    });
    expect((await assignmentsOf(job.id))[0]?.respondedAt).toBeInstanceOf(Date);
    expect(await jobStatusOf(job.id)).toBe('IN_PROGRESS');
    const again = await post(token, 'accept');
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You have already accepted this job.');
    expect(company.id).toBeTruthy();
  });

  it('declines: tells the account holders in the app and by mail, and frees the job', async () => {
    const { company, owner, worker, job, ownerToken } = await crew();
    // An owner who signed up keeps the user status data_filled once paid; a deactivated one hears nothing.
    const second = await buildUser(t.db, { company, roles: ['PAH'], status: 'data_filled' });
    const blocked = await buildUser(t.db, { company, roles: ['PAH'], status: 'deactivated' });
    await assign(ownerToken, job.id, [worker.id]);
    const token = await tokenOf(job.id, worker.id);
    await post(token, 'accept');
    expect(await jobStatusOf(job.id)).toBe('IN_PROGRESS');
    const declined = await post(token, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ request: { answer: 'declined', jobStatus: 'PENDING' } });
    expect(await jobStatusOf(job.id)).toBe('PENDING');
    for (const holder of [owner, second]) {
      expect((await notificationsOf(t.db, holder.id)).map((row) => row.kind)).toEqual(['job_declined']);
      expect((await mailTo(t.db, holder.email))[0]?.subject).toBe('Sam Supervisor declined a work request');
    }
    expect(await notificationsOf(t.db, blocked.id)).toEqual([]);
    expect((await post(token, 'decline')).json().message).toBe('You have already declined this job.');
    expect((await notificationsOf(t.db, owner.id)).length).toBe(1);
  });

  it('keeps an in-progress job going while someone else is still on it', async () => {
    const { company, worker, job, ownerToken } = await crew();
    const mate = await buildUser(t.db, { company, roles: ['NAH'] });
    await assign(ownerToken, job.id, [worker.id, mate.id]);
    await post(await tokenOf(job.id, mate.id), 'accept');
    await post(await tokenOf(job.id, worker.id), 'decline');
    expect(await jobStatusOf(job.id)).toBe('IN_PROGRESS');
  });

  it('refuses answers on a finished or cancelled job with 409, and unknown links with 404 or 400', async () => {
    const { worker, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    const token = await tokenOf(job.id, worker.id);
    await withSystem(t.db, (tx) => tx.update(jobs).set({ status: 'CANCELLED' }).where(eq(jobs.id, job.id)));
    expect(expectError(await post(token, 'accept'), 409).message).toBe(ASSIGNMENT_MESSAGES.jobClosed);
    const shown = ZWorkRequestSchema.parse((await call('GET', `/api/v3/work-request/${token}`, null)).json());
    expect(shown).toMatchObject({ open: false, closedReason: ASSIGNMENT_MESSAGES.jobClosed });
    const unknown = crypto.randomUUID();
    expect(expectError(await post(unknown, 'accept'), 404).message).toBe(ASSIGNMENT_MESSAGES.unknownRequest);
    expectError(await call('GET', `/api/v3/work-request/${unknown}`, null), 404);
    expectFieldErrors(await post('not-a-token', 'decline'), { uuid: ASSIGNMENT_MESSAGES.unknownRequest });
    expect((await assignmentsOf(job.id))[0]?.status).toBe('offered');
  });
});

describe('work requests in the app: /api/v3/job/{id}/staff/me', () => {
  it('shows, accepts and declines the signed-in person’s own request', async () => {
    const { worker, workerToken, job, ownerToken } = await crew();
    await assign(ownerToken, job.id, [worker.id]);
    const shown = await call('GET', `/api/v3/job/${job.id}/staff/me`, workerToken);
    expect(ZWorkRequestSchema.parse(shown.json())).toMatchObject({ answer: 'offered', open: true });
    const accepted = await call('POST', `/api/v3/job/${job.id}/staff/me/accept`, workerToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await jobStatusOf(job.id)).toBe('IN_PROGRESS');
    const declined = await call('POST', `/api/v3/job/${job.id}/staff/me/decline`, workerToken);
    expect(declined.json()).toMatchObject({ request: { answer: 'declined' } });
  });

  it('answers 401, 404 for a job without a request or of another company, 409 when removed', async () => {
    const { company, worker, workerToken, job, ownerToken } = await crew();
    expectError(await call('POST', `/api/v3/job/${job.id}/staff/me/accept`, null), 401);
    expectError(await call('POST', `/api/v3/job/${job.id}/staff/me/accept`, workerToken), 404);
    const stranger = await crew();
    expectError(await call('GET', `/api/v3/job/${job.id}/staff/me`, stranger.workerToken), 404);
    expectFieldErrors(await call('POST', `/api/v3/job/nope/staff/me/accept`, workerToken), { id: true });
    await assign(ownerToken, job.id, [worker.id]);
    await call('DELETE', `/api/v3/job/${job.id}/staff/${worker.id}`, ownerToken);
    expect(expectError(await call('POST', `/api/v3/job/${job.id}/staff/me/accept`, workerToken), 409).message).toBe(ASSIGNMENT_MESSAGES.removedRequest);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await call('POST', `/api/v3/job/${job.id}/staff/me/accept`, (await loginAs(t.ctx, admin)).token), 403);
    const other = await buildJob(t.db, company.id);
    expectError(await call('GET', `/api/v3/job/${other.id}/staff/me`, workerToken), 404);
  });
});
