import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTOR_SIGNUP_MESSAGES, SIGNUP_MESSAGES, ZAuthUserSchema, ZContractPageSchema, ZContractorInviteSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { contractorsKit } from '../../../test/contractors.js';
import { bearer, buildUser } from '../../../test/factories.js';
import { linkIn, mailTo, notificationsOf } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildJob } from '../../../test/work-factories.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
const call = api(() => t);
const { company, contract, connectionsOf } = contractorsKit(() => t);

const SIGNUP = {
  companyName: 'Fresh Tiling Pty Ltd',
  abn: '33 102 417 032',
  firstName: 'Fran',
  lastName: 'Fresh',
  phoneNumber: '0412 555 777',
  password: 'Tiles-and-Grout-9',
  confirmPassword: 'Tiles-and-Grout-9',
  agreedPrivacyPolicy: true,
  agreedTermsOfService: true,
};

async function invite(email: string) {
  const hiring = await company('Invite Hirer');
  const made = await call('POST', '/api/v3/associate', hiring.ownerToken, { email, name: 'Fresh Tiling' });
  expect(made.statusCode, made.body).toBe(201);
  const [mail] = await mailTo(t.db, email);
  const token =
    linkIn(mail?.text ?? '', `${t.config.publicUrl}/connect/`)
      .pathname.split('/')
      .pop() ?? '';
  return { hiring, token };
}

describe('the free contractor account from an invitation', () => {
  it('shows the invitation, creates the company and its account holder, and connects them', async () => {
    const { hiring, token } = await invite('fran@fresh.example');
    const shown = await call('GET', `/api/v3/associate/invite/${token}`, null);
    expect(ZContractorInviteSchema.parse(shown.json())).toEqual({
      hiringCompanyName: 'Invite Hirer',
      email: 'fran@fresh.example',
      name: 'Fresh Tiling',
      open: true,
    });

    const signedUp = await call('POST', `/api/v3/associate/invite/${token}/signup`, null, SIGNUP);
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    const user = ZAuthUserSchema.parse(signedUp.json());
    expect(user).toMatchObject({ email: 'fran@fresh.example', roles: ['PAH'] });
    const [row] = await withSystem(t.db, (tx) =>
      tx
        .select()
        .from(companies)
        .where(eq(companies.id, user.companyId ?? '')),
    );
    expect(row).toMatchObject({ name: 'Fresh Tiling Pty Ltd', abn: '33102417032', status: 'active', planLevel: 'contractor_free', enabledFeatures: [] });
    expect((await connectionsOf(hiring.company.id))[0]).toMatchObject({ status: 'accepted', contractorCompanyId: user.companyId });
    expect((await mailTo(t.db, 'fran@fresh.example')).map((mail) => mail.subject)).toContain('Confirm your email address for HiVis');
    expect((await notificationsOf(t.db, hiring.owner.id)).map((notice) => notice.kind)).toContain('contractor_accepted');

    // Signed in with the answer's token, the new contractor sees the job contracted to it.
    const job = await buildJob(t.db, hiring.company.id, { title: 'Retile bathroom' });
    await contract(hiring, job.id, user.companyId ?? '');
    const list = ZContractPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job/contracted', headers: bearer(user.token) })).json());
    expect(list.items.map((item) => item.title)).toEqual(['Retile bathroom']);

    // The link works once.
    expect(expectError(await call('POST', `/api/v3/associate/invite/${token}/signup`, null, SIGNUP), 409).message).toBe(CONTRACTOR_SIGNUP_MESSAGES.used);
    expect((await call('GET', `/api/v3/associate/invite/${token}`, null)).json()).toMatchObject({ open: false });
  });

  it('refuses bad input with field messages and creates nothing', async () => {
    const { hiring, token } = await invite('bad@fresh.example');
    const url = `/api/v3/associate/invite/${token}/signup`;
    expectFieldErrors(await call('POST', url, null, { ...SIGNUP, companyName: ' ', agreedTermsOfService: false }), {
      companyName: SIGNUP_MESSAGES.companyName,
      agreedTermsOfService: SIGNUP_MESSAGES.terms,
    });
    expectFieldErrors(await call('POST', url, null, { ...SIGNUP, abn: '12345678901', confirmPassword: 'other' }), {
      abn: 'Please enter a valid 11-digit ABN.',
      confirmPassword: SIGNUP_MESSAGES.passwordMismatch,
    });
    expect((await connectionsOf(hiring.company.id))[0]).toMatchObject({ status: 'pending', contractorCompanyId: null });
  });

  it('refuses an address that joined HiVis meanwhile, an unknown link (404) and a malformed one (400)', async () => {
    const { token } = await invite('joined-meanwhile@fresh.example');
    await buildUser(t.db, { email: 'joined-meanwhile@fresh.example' });
    expectFieldErrors(await call('POST', `/api/v3/associate/invite/${token}/signup`, null, SIGNUP), {
      email: SIGNUP_MESSAGES.alreadyRegistered,
    });
    expectError(await call('GET', `/api/v3/associate/invite/${crypto.randomUUID()}`, null), 404);
    expectError(await call('POST', `/api/v3/associate/invite/${crypto.randomUUID()}/signup`, null, SIGNUP), 404);
    expectError(await call('GET', '/api/v3/associate/invite/not-a-token', null), 400);
  });
});
