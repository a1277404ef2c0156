import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTOR_MESSAGES, ZConnectionPageSchema, ZConnectionSchema, ZContractorDetailsSchema, ZHiringCompanyPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { contractorsKit } from '../../../test/contractors.js';
import { buildUser, loginAs } from '../../../test/factories.js';
import { mailTo, notificationsOf } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { company, connect, contract, connectionsOf } = contractorsKit(() => t);

const connectBody = (token: string, body: unknown) => call('POST', '/api/v3/associate', token, body);

describe('connecting a contractor', () => {
  it('links a company on HiVis by its account holder’s email and asks it in the app and by mail', async () => {
    const hiring = await company('Harbour Builders');
    const contractor = await company('Volt Electrical');
    const response = await connectBody(hiring.ownerToken, { email: contractor.owner.email.toUpperCase(), name: 'Volt' });
    expect(response.statusCode, response.body).toBe(201);
    expect(ZConnectionSchema.parse(response.json())).toMatchObject({ status: 'pending', contractorCompanyId: contractor.company.id, name: 'Volt Electrical' });
    const [notice] = await notificationsOf(t.db, contractor.owner.id);
    expect(notice).toMatchObject({ kind: 'contractor_invited', link: `/staff/contractors/accept-contractor/${hiring.company.id}` });
    const [mail] = await mailTo(t.db, contractor.owner.email);
    expect(mail?.text).toContain(`${t.config.publicUrl}/staff/contractors/accept-contractor/${hiring.company.id}`);
    // The staff member of the contractor is not asked: only account holders answer.
    expect(await notificationsOf(t.db, contractor.staff.id)).toHaveLength(0);
  });

  it('links a company by its ABN, spaces allowed', async () => {
    const hiring = await company('Abn Hirer');
    const contractor = await company('Abn Plumbing', '51824753556');
    const response = await connectBody(hiring.ownerToken, { abn: '51 824 753 556' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ contractorCompanyId: contractor.company.id, abn: '51824753556' });
  });

  it('invites someone not on HiVis by mail; their company claims and accepts it once they have signed up', async () => {
    const hiring = await company('Invite Builders');
    const response = await connectBody(hiring.ownerToken, { email: 'new.tiler@example.test', name: 'Terry’s Tiling' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ contractorCompanyId: null, name: 'Terry’s Tiling', status: 'pending' });
    const [mail] = await mailTo(t.db, 'new.tiler@example.test');
    expect(mail?.subject).toBe('Invite Builders invites you to HiVis');
    expect(mail?.text).toContain('Create your free contractor account with this email address (new.tiler@example.test)');
    // The same address again is refused while the invitation waits.
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: 'new.tiler@example.test' }), { email: CONTRACTOR_MESSAGES.alreadyConnected });

    const tiler = await company('Terry Tiling');
    const owner = await buildUser(t.db, { company: tiler.company, roles: ['PAH'], email: 'new.tiler@example.test' });
    const token = (await loginAs(t.ctx, owner)).token;
    const invites = await call('GET', '/api/v3/associate/invites', token);
    expect(invites.statusCode, invites.body).toBe(200);
    expect(ZHiringCompanyPageSchema.parse(invites.json()).items).toEqual([
      expect.objectContaining({ companyId: hiring.company.id, companyName: 'Invite Builders', status: 'pending' }),
    ]);
    const accepted = await call('POST', '/api/v3/associate/accept-reject', token, { companyId: hiring.company.id, accept: true });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [row] = await connectionsOf(hiring.company.id);
    expect(row).toMatchObject({ status: 'accepted', contractorCompanyId: tiler.company.id, respondedBy: owner.id });
    expect((await notificationsOf(t.db, hiring.owner.id)).map((notice) => notice.kind)).toContain('contractor_accepted');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const hiring = await company('Form Builders', '53004085616');
    const staffOfOther = await company('Staff Other');
    expectFieldErrors(await connectBody(hiring.ownerToken, {}), { email: CONTRACTOR_MESSAGES.emailOrAbn });
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: 'not-an-email' }), { email: CONTRACTOR_MESSAGES.emailInvalid });
    expectFieldErrors(await connectBody(hiring.ownerToken, { abn: '12345678901' }), { abn: CONTRACTOR_MESSAGES.abnInvalid });
    expectFieldErrors(await connectBody(hiring.ownerToken, { abn: '83914571673' }), { email: CONTRACTOR_MESSAGES.abnNeedsEmail });
    expectFieldErrors(await connectBody(hiring.ownerToken, { abn: '53004085616' }), { abn: CONTRACTOR_MESSAGES.ownCompany });
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: hiring.owner.email }), { email: CONTRACTOR_MESSAGES.ownCompany });
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: staffOfOther.staff.email }), { email: /staff member/ });
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: 5 }), { email: true });
    expect(await connectionsOf(hiring.company.id)).toHaveLength(0);
  });

  it('refuses a second live connection to the same company', async () => {
    const hiring = await company('Twice Builders');
    const contractor = await company('Twice Roofing');
    await connect(hiring, contractor);
    expectFieldErrors(await connectBody(hiring.ownerToken, { email: contractor.owner.email }), { email: CONTRACTOR_MESSAGES.alreadyConnected });
  });

  it('needs a token (401) and an account holder (403)', async () => {
    const hiring = await company('Guard Builders');
    expectError(await call('GET', '/api/v3/associate', null), 401);
    expectError(await call('POST', '/api/v3/associate', null, { email: 'a@example.test' }), 401);
    expectError(await call('GET', '/api/v3/associate', hiring.staffToken), 403);
    expectError(await connectBody(hiring.staffToken, { email: 'a@example.test' }), 403);
    expectError(await call('GET', '/api/v3/associate/invites', hiring.staffToken), 403);
    expectError(await call('POST', '/api/v3/associate/accept-reject', hiring.staffToken, { companyId: hiring.company.id, accept: true }), 403);
  });
});

describe('the connection list and details', () => {
  it('pages, filters and searches the company’s own connections only', async () => {
    const hiring = await company('List Builders');
    const other = await company('Other Hirer');
    for (const name of ['Alpha Scaffolds', 'Beta Concreting', 'Gamma Glazing']) await connect(hiring, await company(name));
    await connectBody(hiring.ownerToken, { email: 'waiting@example.test', name: 'Delta Painting' });
    await connectBody(other.ownerToken, { email: 'elsewhere@example.test', name: 'Alpha Elsewhere' });
    const page = ZConnectionPageSchema.parse((await call('GET', '/api/v3/associate?take=5', hiring.ownerToken)).json());
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.name)).toEqual(['Delta Painting', 'Gamma Glazing', 'Beta Concreting', 'Alpha Scaffolds']);
    const searched = ZConnectionPageSchema.parse((await call('GET', '/api/v3/associate?search=alpha', hiring.ownerToken)).json());
    expect(searched.items.map((item) => item.name)).toEqual(['Alpha Scaffolds']);
    const pending = ZConnectionPageSchema.parse((await call('GET', '/api/v3/associate?status=pending', hiring.ownerToken)).json());
    expect(pending.items.map((item) => item.name)).toEqual(['Delta Painting']);
    const second = ZConnectionPageSchema.parse((await call('GET', '/api/v3/associate?take=5&page=2', hiring.ownerToken)).json());
    expect(second.items).toHaveLength(0);
    expectFieldErrors(await call('GET', '/api/v3/associate?status=maybe&take=7', hiring.ownerToken), { status: true, take: true });
  });

  it('shows the contractor’s business details; another company’s connection is 404', async () => {
    const hiring = await company('Detail Builders');
    const contractor = await company('Detail Carpentry', '33102417032');
    const id = await connect(hiring, contractor);
    const response = await call('GET', `/api/v3/associate/${id}`, hiring.ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZContractorDetailsSchema.parse(response.json())).toMatchObject({
      status: 'accepted',
      company: { name: 'Detail Carpentry', abn: '33102417032' },
      liveContracts: 0,
    });
    const stranger = await company('Stranger Builders');
    expectError(await call('GET', `/api/v3/associate/${id}`, stranger.ownerToken), 404);
    expectError(await call('DELETE', `/api/v3/associate/${id}`, stranger.ownerToken), 404);
    expectError(await call('POST', `/api/v3/associate/${id}/resend`, stranger.ownerToken), 404);
    expectError(await call('GET', '/api/v3/associate/not-an-id', hiring.ownerToken), 400);
  });
});

describe('answering, resending and removing', () => {
  it('the contractor declines; the hiring company is told; the invitation is gone', async () => {
    const hiring = await company('Decline Builders');
    const contractor = await company('Decline Drainage');
    await connectBody(hiring.ownerToken, { email: contractor.owner.email });
    const shown = await call('GET', `/api/v3/associate/invites/${hiring.company.id}`, contractor.ownerToken);
    expect(shown.json()).toMatchObject({ companyName: 'Decline Builders', status: 'pending' });
    const declined = await call('POST', '/api/v3/associate/accept-reject', contractor.ownerToken, { companyId: hiring.company.id, accept: false });
    expect(declined.json()).toMatchObject({ status: 'declined' });
    expect((await notificationsOf(t.db, hiring.owner.id)).map((notice) => notice.kind)).toContain('contractor_declined');
    expectError(await call('GET', `/api/v3/associate/invites/${hiring.company.id}`, contractor.ownerToken), 404);
    // The hiring company may ask again after a decline.
    expect((await connectBody(hiring.ownerToken, { email: contractor.owner.email })).statusCode).toBe(201);
  });

  it('refuses an answer to a company that never asked (404) and a bad body (400)', async () => {
    const contractor = await company('Nobody Asked');
    const stranger = await company('Stranger Co');
    expectError(await call('POST', '/api/v3/associate/accept-reject', contractor.ownerToken, { companyId: stranger.company.id, accept: true }), 404);
    expectFieldErrors(await call('POST', '/api/v3/associate/accept-reject', contractor.ownerToken, { companyId: 'x', accept: 'yes' }), {
      companyId: true,
      accept: true,
    });
  });

  it('resends a waiting invitation only', async () => {
    const hiring = await company('Resend Builders');
    const contractor = await company('Resend Fencing');
    const made = (await connectBody(hiring.ownerToken, { email: contractor.owner.email })).json();
    const resent = await call('POST', `/api/v3/associate/${made.id}/resend`, hiring.ownerToken);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(await mailTo(t.db, contractor.owner.email)).toHaveLength(2);
    await call('POST', '/api/v3/associate/accept-reject', contractor.ownerToken, { companyId: hiring.company.id, accept: true });
    expect(expectError(await call('POST', `/api/v3/associate/${made.id}/resend`, hiring.ownerToken), 409).message).toBe(CONTRACTOR_MESSAGES.notPending);
  });

  it('live contracts block removal from either side; without them either side removes', async () => {
    const hiring = await company('Remove Builders');
    const contractor = await company('Remove Rendering');
    const id = await connect(hiring, contractor);
    const job = await buildJob(t.db, hiring.company.id);
    await contract(hiring, job.id, contractor.company.id);
    expect(expectError(await call('DELETE', `/api/v3/associate/${id}`, hiring.ownerToken), 409).message).toBe(CONTRACTOR_MESSAGES.liveContracts);
    expectError(await call('DELETE', `/api/v3/associate/invites/${hiring.company.id}`, contractor.ownerToken), 409);
    await call('DELETE', `/api/v3/job/${job.id}/contract`, hiring.ownerToken);
    const left = await call('DELETE', `/api/v3/associate/invites/${hiring.company.id}`, contractor.ownerToken);
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ status: 'removed' });
    const removedAgain = await call('DELETE', `/api/v3/associate/${id}`, hiring.ownerToken);
    expect(removedAgain.json()).toMatchObject({ status: 'removed' });
    // A removed contractor can no longer receive jobs.
    const other = await buildJob(t.db, hiring.company.id);
    expectFieldErrors(await call('POST', `/api/v3/job/${other.id}/contract`, hiring.ownerToken, { contractorCompanyId: contractor.company.id }), {
      contractorCompanyId: CONTRACTOR_MESSAGES.notConnected,
    });
  });
});
