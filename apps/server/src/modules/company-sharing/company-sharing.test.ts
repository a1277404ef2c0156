import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import { linkIn, mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies, files } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { SHARE_LIMIT } from './company-sharing.service.js';

/* GET /api/v3/company/share-preview and POST /api/v3/company/share (/user/share-company-details). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A company with complete details and a logo, and its owner signed in. */
async function detailedCompany(country: 'AU' | 'NZ' = 'AU') {
  n += 1;
  const company = await buildCompany(t.db, { name: `Share Scaffolding ${n}`, country });
  const owner = await buildUser(t.db, { company, roles: ['PAH'], firstName: 'Sid', lastName: 'Scaff' });
  const [logo] = await withSystem(t.db, (tx) =>
    tx
      .insert(files)
      .values({
        companyId: company.id,
        fileType: 'company_logo',
        name: 'logo.png',
        contentType: 'image/png',
        size: 4,
        storageKey: `${company.id}/lo/go-${n}.png`,
      })
      .returning(),
  );
  await withSystem(t.db, (tx) =>
    tx
      .update(companies)
      .set({
        legalName: `Share Scaffolding ${n} Pty Ltd`,
        abn: '51 824 753 556',
        nzbn: '9429041225449',
        phone: '07 3123 4567',
        address: { streetNumber: '12', streetName: 'Harbour Rd', suburb: 'Hamilton', state: 'QLD', postCode: '4007', country: 'Australia' },
        logoFileId: logo?.id,
      })
      .where(eq(companies.id, company.id)),
  );
  return { company, owner, logoId: logo?.id ?? '', token: (await loginAs(t.ctx, owner)).token };
}

const share = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/v3/company/share', headers: bearer(token), payload });

describe('GET /api/v3/company/share-preview', () => {
  it('answers the company’s details, a signed logo link and the same details as text', async () => {
    const { token, logoId } = await detailedCompany();
    const response = await t.app.inject({ method: 'GET', url: '/api/v3/company/share-preview', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      companyName: `Share Scaffolding ${n}`,
      legalName: `Share Scaffolding ${n} Pty Ltd`,
      businessNumberLabel: 'ABN',
      businessNumber: '51 824 753 556',
      address: '12 Harbour Rd, Hamilton QLD 4007, Australia',
      phone: '07 3123 4567',
    });
    expect(body.logoUrl).toMatch(new RegExp(`^/api/v3/files/${logoId}/content\\?disposition=inline`));
    expect(body.text).toBe(
      [
        `Company name: Share Scaffolding ${n}`,
        `Legal name: Share Scaffolding ${n} Pty Ltd`,
        'ABN: 51 824 753 556',
        'Address: 12 Harbour Rd, Hamilton QLD 4007, Australia',
        'Phone: 07 3123 4567',
      ].join('\n'),
    );
  });

  it('shows the NZBN for a New Zealand company and leaves out what is missing', async () => {
    const { token } = await detailedCompany('NZ');
    const body = (await t.app.inject({ method: 'GET', url: '/api/v3/company/share-preview', headers: bearer(token) })).json();
    expect(body).toMatchObject({ businessNumberLabel: 'NZBN', businessNumber: '9429041225449' });
    const bare = await buildCompany(t.db, { name: 'Bare Bones Builders' });
    const owner = await buildUser(t.db, { company: bare, roles: ['PAH'] });
    const plain = (await t.app.inject({ method: 'GET', url: '/api/v3/company/share-preview', headers: bearer((await loginAs(t.ctx, owner)).token) })).json();
    expect(plain).toMatchObject({
      legalName: null,
      businessNumber: null,
      address: null,
      phone: null,
      logoUrl: null,
      text: 'Company name: Bare Bones Builders',
    });
  });

  it('refuses staff (403) and callers without a token (401)', async () => {
    const { company } = await detailedCompany();
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/company/share-preview', headers: bearer((await loginAs(t.ctx, staff)).token) }), 403);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/company/share-preview' }), 401);
  });
});

describe('POST /api/v3/company/share', () => {
  it('mails the details, the sender’s note and a lasting logo link to each address', async () => {
    const { token, company } = await detailedCompany();
    const to = [`pc.${n}@principal.example`, `client.${n}@client.example`];
    const response = await share(token, { emails: to, message: 'Our details for the Hamilton job.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Company details sent to 2 addresses.' });
    for (const email of to) {
      const [mail] = await mailTo(t.db, email);
      expect(mail?.subject).toBe(`Company details: ${company.name}`);
      for (const part of [
        `Sid Scaff of ${company.name} has shared`,
        'Message from Sid Scaff: Our details for the Hamilton job.',
        'ABN: 51 824 753 556',
        'Phone: 07 3123 4567',
        'Address: 12 Harbour Rd, Hamilton QLD 4007, Australia',
      ]) {
        expect(mail?.text).toContain(part);
      }
      const logo = linkIn(mail?.text ?? '', 'http://hivis.test/api/v3/files/');
      // The link in a mail lasts about 30 days, not the hour of a page's link.
      const expires = Number(logo.searchParams.get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    }
  });

  it('answers 400 for no address, a bad address, a duplicate, or more than 10', async () => {
    const { token } = await detailedCompany();
    expectFieldErrors(await share(token, {}), { emails: SHARE_MESSAGES.emails });
    expectFieldErrors(await share(token, { emails: [] }), { emails: SHARE_MESSAGES.emails });
    expectFieldErrors(await share(token, { emails: ['ok@example.test', 'nope'] }), { 'emails.1': SHARE_MESSAGES.emailInvalid });
    expectFieldErrors(await share(token, { emails: ['a@example.test', 'A@example.test'] }), { emails: SHARE_MESSAGES.duplicate });
    const eleven = Array.from({ length: 11 }, (_, i) => `r${i}@example.test`);
    expectFieldErrors(await share(token, { emails: eleven }), { emails: SHARE_MESSAGES.emailsTooMany });
    expect(await mailTo(t.db, 'ok@example.test')).toHaveLength(0);
  });

  it('refuses staff, callers without a token, and a closed account', async () => {
    const { company } = await detailedCompany();
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    expectError(await share((await loginAs(t.ctx, staff)).token, { emails: ['x@example.test'] }), 403);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/company/share', payload: { emails: ['x@example.test'] } }), 401);
    const closed = await buildCompany(t.db, { status: 'inactive' });
    const owner = await buildUser(t.db, { company: closed, roles: ['PAH'] });
    const refused = expectError(await share((await loginAs(t.ctx, owner)).token, { emails: ['closed@example.test'] }), 403);
    expect(refused.message).toBe(SHARE_MESSAGES.notOpen);
    expect(await mailTo(t.db, 'closed@example.test')).toHaveLength(0);
  });

  it(`takes at most ${SHARE_LIMIT.perUserPerHour} sends an hour per person`, async () => {
    const { token } = await detailedCompany();
    for (let i = 0; i < SHARE_LIMIT.perUserPerHour; i += 1) expect((await share(token, { emails: [`limit${i}@example.test`] })).statusCode).toBe(200);
    expectError(await share(token, { emails: ['one-more@example.test'] }), 429);
  });
});

describe('API documentation', () => {
  it('still builds with these routes and the sign-up referral code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v3/company/share', '/api/v3/company/share-preview', '/api/v3/company/closure', '/api/v3/referrals']));
  });
});
