import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_CODE_PATTERN, REFERRAL_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import { signUp } from '../../../test/signup.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { referralInvitations } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { REFERRAL_LIMIT } from './referrals.service.js';

/* POST and GET /api/v3/referrals, and sign-up attribution through POST /api/v3/auth/register. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const friend = () => {
  n += 1;
  return `friend.${n}.${Date.now()}@mates.example`;
};

async function member(roles = ['PAH'], status: 'active' | 'inactive' | 'pending_company' = 'active') {
  const company = await buildCompany(t.db, { name: `Referring Roofing ${n++}`, status });
  const user = await buildUser(t.db, { company, roles, firstName: 'Rita', lastName: 'Roofer' });
  return { company, user, token: (await loginAs(t.ctx, user)).token };
}

const invite = (token: string, email: unknown) => t.app.inject({ method: 'POST', url: '/api/v3/referrals', headers: bearer(token), payload: { email } });

const invitationRow = async (code: string) => {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(referralInvitations).where(eq(referralInvitations.code, code)));
  return row;
};

describe('POST /api/v3/referrals', () => {
  it('records the invitation with a random 8-character code and mails a link to /pricing with it', async () => {
    const { company, user, token } = await member(['SAH']);
    const email = friend();
    const response = await invite(token, email.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(`Invitation sent to ${email}.`);
    expect(body.invitation).toMatchObject({ email, status: 'invited', signedUpOn: null, invitedBy: 'Rita Roofer' });
    expect(body.invitation.code).toMatch(REFERRAL_CODE_PATTERN);
    expect(await invitationRow(body.invitation.code)).toMatchObject({ companyId: company.id, invitedBy: user.id, email });

    const [mail] = await mailTo(t.db, email);
    expect(mail?.subject).toBe(`Rita Roofer from ${company.name} invites you to HiVis`);
    const link = linkIn(mail?.text ?? '', 'http://hivis.test/pricing');
    expect(link.searchParams.get('ref')).toBe(body.invitation.code);
    expect(mail?.html).toContain(`/pricing?ref=${body.invitation.code}`);
  });

  it('gives each invitation its own code', async () => {
    const { token } = await member();
    const codes = new Set<string>();
    for (let i = 0; i < 3; i += 1) codes.add((await invite(token, friend())).json().invitation.code);
    expect(codes.size).toBe(3);
  });

  it('answers 400 for a missing or malformed email and for an address already registered', async () => {
    const { token } = await member();
    expectFieldErrors(await invite(token, ''), { email: REFERRAL_MESSAGES.email });
    expectFieldErrors(await invite(token, 'not-an-email'), { email: REFERRAL_MESSAGES.emailInvalid });
    const existing = await buildUser(t.db);
    expectFieldErrors(await invite(token, existing.email.toUpperCase()), { email: REFERRAL_MESSAGES.alreadyRegistered });
    expect(await mailTo(t.db, existing.email)).toHaveLength(0);
  });

  it('refuses callers without a token (401), without a company (403) and of an inactive company (403)', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/referrals', payload: { email: friend() } }), 401);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await invite((await loginAs(t.ctx, admin)).token, friend()), 403);
    const closed = await member(['PAH'], 'inactive');
    const email = friend();
    const refused = expectError(await invite(closed.token, email), 403);
    expect(refused.message).toBe(REFERRAL_MESSAGES.companyInactive);
    expect(await mailTo(t.db, email)).toHaveLength(0);
  });

  it(`sends at most ${REFERRAL_LIMIT.perUserPerDay} invitations a day per person`, async () => {
    const { token } = await member();
    for (let i = 0; i < REFERRAL_LIMIT.perUserPerDay; i += 1) expect((await invite(token, friend())).statusCode).toBe(200);
    const refused = expectError(await invite(token, friend()), 429);
    expect(refused.message).toBe(REFERRAL_MESSAGES.tooMany);
  });
});

describe('GET /api/v3/referrals', () => {
  it('lists the company’s invitations newest first, paged, and never another company’s', async () => {
    const mine = await member();
    const colleague = await buildUser(t.db, { company: mine.company, roles: ['NAH'], firstName: 'Colin', lastName: 'Crew' });
    const other = await member();
    const first = friend();
    const second = friend();
    await invite(mine.token, first);
    await invite((await loginAs(t.ctx, colleague)).token, second);
    await invite(other.token, friend());

    const page = await t.app.inject({ method: 'GET', url: '/api/v3/referrals?page=1&take=1', headers: bearer(mine.token) });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, take: 1, items: [{ email: second, invitedBy: 'Colin Crew' }] });
    const all = await t.app.inject({ method: 'GET', url: '/api/v3/referrals', headers: bearer(mine.token) });
    expect(all.json().items.map((item: { email: string }) => item.email)).toEqual([second, first]);
  });

  it('answers 400 for a bad page, 401 without a token and 403 without a company', async () => {
    const { token } = await member();
    expectFieldErrors(await t.app.inject({ method: 'GET', url: '/api/v3/referrals?page=0', headers: bearer(token) }), { page: true });
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/referrals' }), 401);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/referrals', headers: bearer((await loginAs(t.ctx, admin)).token) }), 403);
  });
});

describe('sign-up through an invitation', () => {
  it('records the new company against the invitation, once: a second sign-up with the code does not count', async () => {
    const { token } = await member();
    const email = friend();
    const code: string = (await invite(token, email)).json().invitation.code;

    const signed = await signUp(t.app, { email, referralCode: code });
    const row = await invitationRow(code);
    expect(row?.signedUpCompanyId).toBe(signed.companyId);
    expect(row?.signedUpAt).toBeInstanceOf(Date);

    const list = await t.app.inject({ method: 'GET', url: '/api/v3/referrals', headers: bearer(token) });
    expect(list.json().items[0]).toMatchObject({ email, status: 'signed_up', signedUpOn: row?.signedUpAt?.toISOString() });

    const again = await signUp(t.app, { referralCode: code });
    expect(again.companyId).not.toBe(signed.companyId);
    expect((await invitationRow(code))?.signedUpCompanyId).toBe(signed.companyId);
  });

  it('ignores an unknown or malformed code: the sign-up goes through', async () => {
    const unknown = await signUp(t.app, { referralCode: 'Zz9Zz9Zz' });
    expect(unknown.companyId).toBeTruthy();
    const malformed = await signUp(t.app, { referralCode: 'not a code at all' });
    expect(malformed.companyId).toBeTruthy();
    const wrongType = await signUp(t.app, { referralCode: 12345678 });
    expect(wrongType.companyId).toBeTruthy();
  });
});
