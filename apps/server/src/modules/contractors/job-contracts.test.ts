import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTOR_MESSAGES, ZContractPageSchema, ZContractedJobSchema, ZWorkRequestAnswerSchema, ZWorkRequestSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { contractorsKit } from '../../../test/contractors.js';
import { linkIn, mailTo, notificationsOf } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildAssignment, buildJob } from '../../../test/work-factories.js';
import { JOB_CONTRACTED } from '../assignments/assignments.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { company, connect, pair, contract, contractsOf, jobOf } = contractorsKit(() => t);

const tokenFromMail = async (email: string) => {
  const [mail] = await mailTo(t.db, email);
  return (
    linkIn(mail?.text ?? '', `${t.config.publicUrl}/work-request/accept/`)
      .pathname.split('/')
      .pop() ?? ''
  );
};

describe('contracting a job', () => {
  it('offers the job to the contractor’s account holders with accept and decline links', async () => {
    const { hiring, contractor, job } = await pair();
    const view = ZContractedJobSchema.parse(await contract(hiring, job.id, contractor.company.id));
    expect(view).toMatchObject({ side: 'hiring', contract: { status: 'offered', stage: 'offered', contractorName: 'Sparky Electrical' } });
    expect(view.events.map((event) => event.kind)).toEqual(['offered']);
    expect((await jobOf(job.id))?.contractedCompanyId).toBe(contractor.company.id);
    const [mail] = await mailTo(t.db, contractor.owner.email);
    expect(mail?.subject).toBe('Work request: Rough-in level 1');
    const [row] = await contractsOf(job.id);
    expect(mail?.text).toContain(`${t.config.publicUrl}/work-request/decline/${row?.requestToken}`);
    const notices = await notificationsOf(t.db, contractor.owner.id);
    expect(notices.map((notice) => notice.kind)).toContain('job_contracted');
    // Offering the same contractor again changes nothing.
    await contract(hiring, job.id, contractor.company.id);
    expect(await contractsOf(job.id)).toHaveLength(1);
  });

  it('refuses bad input, a contractor not connected, a second contractor and a closed job', async () => {
    const { hiring, contractor, job } = await pair();
    const url = `/api/v3/job/${job.id}/contract`;
    expectFieldErrors(await call('POST', url, hiring.ownerToken, {}), { contractorCompanyId: CONTRACTOR_MESSAGES.contractorRequired });
    const stranger = await company('Not Connected');
    expectFieldErrors(await call('POST', url, hiring.ownerToken, { contractorCompanyId: stranger.company.id }), {
      contractorCompanyId: CONTRACTOR_MESSAGES.notConnected,
    });
    await contract(hiring, job.id, contractor.company.id);
    const second = await company('Second Sparky');
    await connect(hiring, second);
    expect(expectError(await call('POST', url, hiring.ownerToken, { contractorCompanyId: second.company.id }), 409).message).toBe(
      CONTRACTOR_MESSAGES.alreadyContracted,
    );
    const done = await buildJob(t.db, hiring.company.id, { status: 'COMPLETED' });
    expectError(await call('POST', `/api/v3/job/${done.id}/contract`, hiring.ownerToken, { contractorCompanyId: contractor.company.id }), 409);
  });

  it('a job is done by staff or by a contractor, not both', async () => {
    const { hiring, contractor, job } = await pair();
    await buildAssignment(t.db, job, hiring.staff.id);
    const refused = expectError(await call('POST', `/api/v3/job/${job.id}/contract`, hiring.ownerToken, { contractorCompanyId: contractor.company.id }), 409);
    expect(refused.message).toBe(CONTRACTOR_MESSAGES.staffAssigned);
    const other = await buildJob(t.db, hiring.company.id);
    await contract(hiring, other.id, contractor.company.id);
    const staffing = await call('POST', `/api/v3/job/${other.id}/staff`, hiring.ownerToken, { userIds: [hiring.staff.id] });
    expect(expectError(staffing, 409).message).toBe(JOB_CONTRACTED);
  });

  it('needs a token (401), an account holder (403), and answers 404 for another company’s job', async () => {
    const { hiring, contractor, job } = await pair();
    expectError(await call('GET', `/api/v3/job/${job.id}/contract`, null), 401);
    expectError(await call('POST', `/api/v3/job/${job.id}/contract`, null, { contractorCompanyId: contractor.company.id }), 401);
    expectError(await call('POST', `/api/v3/job/${job.id}/contract`, hiring.staffToken, { contractorCompanyId: contractor.company.id }), 403);
    expectError(await call('GET', '/api/v3/job/contracts', hiring.staffToken), 403);
    expectError(await call('GET', '/api/v3/job/contracted', contractor.staffToken), 403);
    const stranger = await company('Stranger Builders');
    expectError(await call('GET', `/api/v3/job/${job.id}/contract`, stranger.ownerToken), 404);
    expectError(await call('POST', `/api/v3/job/${job.id}/contract`, stranger.ownerToken, { contractorCompanyId: contractor.company.id }), 404);
    expectError(await call('DELETE', `/api/v3/job/${job.id}/contract`, stranger.ownerToken), 404);
    expectError(await call('POST', `/api/v3/job/${job.id}/contract/accept`, stranger.ownerToken), 404);
  });
});

describe('the contractor’s side', () => {
  it('a contractor sees only its contracted jobs', async () => {
    const { hiring, contractor, job } = await pair();
    const notContracted = await buildJob(t.db, hiring.company.id, { title: 'Not yours' });
    // Before the offer, the job is not the contractor's to see.
    expectError(await call('GET', `/api/v3/job/${job.id}/contract`, contractor.ownerToken), 404);
    await contract(hiring, job.id, contractor.company.id);
    const list = ZContractPageSchema.parse((await call('GET', '/api/v3/job/contracted', contractor.ownerToken)).json());
    expect(list.items).toEqual([
      expect.objectContaining({ jobId: job.id, companyName: 'Hire Builders', stage: 'offered', when: 'Tue 01/12/2026 07:00 AM – 03:00 PM' }),
    ]);
    const view = await call('GET', `/api/v3/job/${job.id}/contract`, contractor.ownerToken);
    expect(view.statusCode, view.body).toBe(200);
    expect(ZContractedJobSchema.parse(view.json())).toMatchObject({
      side: 'contractor',
      job: { title: 'Rough-in level 1', hiringCompanyName: 'Hire Builders' },
    });
    for (const url of [`/api/v3/job/${notContracted.id}/contract`, `/api/v3/job/${notContracted.id}`, `/api/v3/job/${job.id}`]) {
      expectError(await call('GET', url, contractor.ownerToken), 404);
    }
    expectError(await call('POST', `/api/v3/job/${notContracted.id}/contract/accept`, contractor.ownerToken), 404);
    // The contractor cannot contract or withdraw the hiring company's job.
    expectError(await call('DELETE', `/api/v3/job/${job.id}/contract`, contractor.ownerToken), 404);
    const jobs = (await call('GET', '/api/v3/job', contractor.ownerToken)).json();
    expect(JSON.stringify(jobs)).not.toContain(job.id);
  });

  it('accepts by the mailed link, signed out: the job moves to In Progress', async () => {
    const { hiring, contractor, job } = await pair();
    await contract(hiring, job.id, contractor.company.id);
    const token = await tokenFromMail(contractor.owner.email);
    const shown = await call('GET', `/api/v3/work-request/${token}`, null);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(ZWorkRequestSchema.parse(shown.json())).toMatchObject({
      companyName: 'Hire Builders',
      firstName: 'Sparky Electrical',
      answer: 'offered',
      open: true,
    });
    const accepted = await call('POST', `/api/v3/work-request/${token}/accept`, null);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(ZWorkRequestAnswerSchema.parse(accepted.json())).toMatchObject({
      request: { answer: 'accepted', jobStatus: 'IN_PROGRESS' },
      message: 'Thanks, you have accepted this job.',
    });
    expect((await jobOf(job.id))?.status).toBe('IN_PROGRESS');
    expect((await notificationsOf(t.db, hiring.owner.id)).map((notice) => notice.kind)).toContain('contract_accepted');
    const again = await call('POST', `/api/v3/work-request/${token}/accept`, null);
    expect(again.json().message).toBe('You have already accepted this job.');
  });

  it('declines by the link: the job is freed, the owner told by mail, the contractor loses sight of it', async () => {
    const { hiring, contractor, job } = await pair();
    await contract(hiring, job.id, contractor.company.id);
    const token = await tokenFromMail(contractor.owner.email);
    await call('POST', `/api/v3/work-request/${token}/accept`, null);
    const declined = await call('POST', `/api/v3/work-request/${token}/decline`, null);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ request: { answer: 'declined', jobStatus: 'PENDING', open: false } });
    expect(await jobOf(job.id)).toMatchObject({ status: 'PENDING', contractedCompanyId: null });
    const [mail] = await mailTo(t.db, hiring.owner.email);
    expect(mail?.subject).toBe('Sparky Electrical declined Rough-in level 1');
    expectError(await call('GET', `/api/v3/job/${job.id}/contract`, contractor.ownerToken), 404);
    expect(expectError(await call('POST', `/api/v3/work-request/${token}/accept`, null), 409).message).toBe(CONTRACTOR_MESSAGES.contractClosed);
    // Staff links keep working beside contract links: an unknown secret is still 404.
    expectError(await call('GET', `/api/v3/work-request/${crypto.randomUUID()}`, null), 404);
  });

  it('records on site, left site and work complete; the owner sees the timeline and is told', async () => {
    const { hiring, contractor, job } = await pair();
    await contract(hiring, job.id, contractor.company.id);
    const act = (action: string) => call('POST', `/api/v3/job/${job.id}/contract/${action}`, contractor.ownerToken);
    expect(expectError(await act('onsite'), 409).message).toBe(CONTRACTOR_MESSAGES.notAccepted);
    expectError(await call('POST', `/api/v3/job/${job.id}/contract/accept`, contractor.staffToken), 403);
    expect((await act('accept')).json()).toMatchObject({ contract: { status: 'accepted' }, message: 'Thanks, you have accepted this job.' });
    expect(expectError(await act('left-site'), 409).message).toBe(CONTRACTOR_MESSAGES.notOnsite);
    expect((await act('onsite')).json()).toMatchObject({ contract: { stage: 'onsite' } });
    const onsite = ZContractPageSchema.parse((await call('GET', '/api/v3/job/contracts?stage=onsite', hiring.ownerToken)).json());
    expect(onsite.items.map((item) => item.jobId)).toEqual([job.id]);
    expect((await act('left-site')).json()).toMatchObject({ contract: { stage: 'accepted' } });
    expect((await act('onsite')).json()).toMatchObject({ contract: { stage: 'onsite' } });
    const completed = await act('complete');
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      contract: { status: 'completed', stage: 'completed' },
      message: 'Work complete recorded. The company has been told.',
    });
    const seen = ZContractedJobSchema.parse((await call('GET', `/api/v3/job/${job.id}/contract`, hiring.ownerToken)).json());
    expect(seen.events.map((event) => event.kind)).toEqual(['offered', 'accepted', 'onsite', 'left_site', 'onsite', 'left_site', 'completed']);
    expect(seen.events[1]?.by).toBe('Olive Sparky');
    expect((await notificationsOf(t.db, hiring.owner.id)).map((notice) => notice.kind)).toContain('contract_completed');
    const review = ZContractPageSchema.parse((await call('GET', '/api/v3/job/contracts?stage=completed', hiring.ownerToken)).json());
    expect(review.items).toEqual([expect.objectContaining({ jobId: job.id, companyName: 'Sparky Electrical', stage: 'completed' })]);
    // The owner marks the job completed with the job status rule; the contractor still sees it.
    const moved = await call('PUT', `/api/v3/job/${job.id}/status`, hiring.ownerToken, { status: 'COMPLETED' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await call('GET', `/api/v3/job/${job.id}/contract`, contractor.ownerToken)).json()).toMatchObject({
      job: { status: 'COMPLETED' },
    });
    expectFieldErrors(await call('GET', '/api/v3/job/contracts?stage=busy', hiring.ownerToken), { stage: true });
  });

  it('the hiring company withdraws: the contractor is told and loses sight of the job', async () => {
    const { hiring, contractor, job } = await pair();
    await contract(hiring, job.id, contractor.company.id);
    await call('POST', `/api/v3/job/${job.id}/contract/accept`, contractor.ownerToken);
    const withdrawn = await call('DELETE', `/api/v3/job/${job.id}/contract`, hiring.ownerToken);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toMatchObject({ contract: { status: 'withdrawn' } });
    expect(await jobOf(job.id)).toMatchObject({ status: 'PENDING', contractedCompanyId: null });
    expect((await notificationsOf(t.db, contractor.owner.id)).map((notice) => notice.kind)).toContain('contract_withdrawn');
    expectError(await call('GET', `/api/v3/job/${job.id}/contract`, contractor.ownerToken), 404);
    expect(expectError(await call('DELETE', `/api/v3/job/${job.id}/contract`, hiring.ownerToken), 409).message).toBe(CONTRACTOR_MESSAGES.noContract);
    // Free again: the job can be given to staff now.
    expect((await call('POST', `/api/v3/job/${job.id}/staff`, hiring.ownerToken, { userIds: [hiring.staff.id] })).statusCode).toBe(201);
  });
});
