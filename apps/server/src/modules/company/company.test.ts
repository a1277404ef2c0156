import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, ZCompanyDetailsSchema, ZFileSchema } from '@hivis/contracts';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import { multipart, png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const details = {
  companyName: '  Harbour Carpentry ',
  legalName: 'Harbour Carpentry Pty Ltd',
  country: 'AU',
  abn: '51 824 753 556',
  phone: '02 9000 1234',
  address: { country: 'Australia', state: 'New South Wales', suburb: 'Bondi', postCode: '2026', streetName: '1 Campbell Parade' },
  timeZone: 'Australia/Sydney',
};

async function ownerOf(overrides: CompanyOverrides = {}) {
  const company = await buildCompany(t.db, overrides);
  const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'] });
  const { token } = await loginAs(t.ctx, owner);
  return { company, owner, token };
}

const getCompany = (token: string | null) => t.app.inject({ method: 'GET', url: '/api/v3/company', headers: token ? bearer(token) : {} });
const putCompany = (token: string | null, body: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v3/company', headers: token ? bearer(token) : {}, payload: body as object });

async function companyRow(id: string) {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id)));
  if (!row) throw new Error(`company ${id} is gone`);
  return row;
}

async function uploadLogo(token: string): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'fileType', value: 'company_logo' },
    { name: 'file', filename: 'logo.png', data: png() },
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...headers, ...bearer(token) } });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

describe('GET /api/v3/company', () => {
  it('answers the caller’s own company, to staff as well', async () => {
    const { company } = await ownerOf({ name: 'Own Co' });
    const staff = await buildUser(t.db, { company, roles: ['NAH'] });
    const { token } = await loginAs(t.ctx, staff);
    const response = await getCompany(token);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZCompanyDetailsSchema.parse(response.json())).toMatchObject({ id: company.id, companyName: 'Own Co', logo: null });
  });

  it('needs a signed-in company user', async () => {
    expectError(await getCompany(null), 401);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await getCompany((await loginAs(t.ctx, admin)).token), 403);
  });
});

describe('PUT /api/v3/company', () => {
  it('completes a paid company’s details and lifts pending_company', async () => {
    const { company, token } = await ownerOf({ status: 'pending_company' });
    const logoFileId = await uploadLogo(token);
    const response = await putCompany(token, { ...details, logoFileId });
    expect(response.statusCode, response.body).toBe(200);
    const body = ZCompanyDetailsSchema.parse(response.json());
    expect(body).toMatchObject({ companyName: 'Harbour Carpentry', abn: '51824753556', nzbn: null, status: 'active' });
    expect(body.logo?.id).toBe(logoFileId);
    expect(body.detailsCompletedOn).not.toBeNull();
    const row = await companyRow(company.id);
    expect(row).toMatchObject({ status: 'active', legalName: 'Harbour Carpentry Pty Ltd', timeZone: 'Australia/Sydney', logoFileId });
    // The sign-in info now reports the account as active, so the web lock goes away.
    const info = await t.app.inject({ method: 'GET', url: '/api/v3/auth/info', headers: bearer(token) });
    expect(info.json().status).toBe('active');
  });

  it('keeps the first completion date on later edits and keeps the logo when it is left out', async () => {
    const { company, token } = await ownerOf({ status: 'pending_company' });
    const logoFileId = await uploadLogo(token);
    await putCompany(token, { ...details, logoFileId });
    const first = (await companyRow(company.id)).detailsCompletedAt;
    const again = await putCompany(token, { ...details, phone: '02 9000 9999' });
    expect(again.statusCode, again.body).toBe(200);
    const row = await companyRow(company.id);
    expect(row.detailsCompletedAt).toEqual(first);
    expect(row).toMatchObject({ phone: '02 9000 9999', logoFileId });
    await putCompany(token, { ...details, logoFileId: null });
    expect((await companyRow(company.id)).logoFileId).toBeNull();
  });

  it('keeps only the NZBN for a New Zealand company', async () => {
    const { token } = await ownerOf();
    const response = await putCompany(token, {
      ...details,
      country: 'NZ',
      nzbn: '4006381333931',
      timeZone: 'Pacific/Auckland',
      address: { country: 'New Zealand', state: 'Auckland', suburb: 'Ponsonby' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ country: 'NZ', abn: null, nzbn: '4006381333931' });
  });

  it('answers bad input with field messages and changes nothing', async () => {
    const { company, token } = await ownerOf({ status: 'pending_company', name: 'Unchanged' });
    expectFieldErrors(await putCompany(token, { ...details, companyName: ' ', abn: '51 824 753 557', phone: '123' }), {
      companyName: COMPANY_MESSAGES.companyName,
      abn: COMPANY_MESSAGES.abnInvalid,
      phone: COMPANY_MESSAGES.phoneShort,
    });
    expectFieldErrors(await putCompany(token, { ...details, timeZone: 'Mars/Olympus' }), { timeZone: COMPANY_MESSAGES.timeZone });
    expectFieldErrors(await putCompany(token, { ...details, logoFileId: 'not-an-id' }), { logoFileId: true });
    expect(await companyRow(company.id)).toMatchObject({ name: 'Unchanged', status: 'pending_company', abn: null });
  });

  it('will not take another company’s file, or a file that is not a logo, as the logo', async () => {
    const other = await ownerOf();
    const otherLogo = await uploadLogo(other.token);
    const { company, token } = await ownerOf({ status: 'pending_company' });
    expectFieldErrors(await putCompany(token, { ...details, logoFileId: otherLogo }), { logoFileId: 'Please upload the logo again.' });
    expect((await companyRow(company.id)).status).toBe('pending_company');
    expect((await companyRow(other.company.id)).logoFileId).toBeNull();
  });

  it('is for the account holder only', async () => {
    const { company } = await ownerOf({ status: 'pending_company' });
    const staff = await buildUser(t.db, { company, roles: ['SAH'] });
    expectError(await putCompany((await loginAs(t.ctx, staff)).token, details), 403);
    expectError(await putCompany(null, details), 401);
    expect((await companyRow(company.id)).status).toBe('pending_company');
  });

  it('asks for payment first, and refuses suspended or closed accounts', async () => {
    const unpaid = await ownerOf({ status: 'pending_company', paymentStatus: 'unpaid' });
    expect(expectError(await putCompany(unpaid.token, details), 400).message).toMatch(/complete payment/);
    const suspended = await ownerOf({ status: 'suspended' });
    expectError(await putCompany(suspended.token, details), 403);
    expect((await companyRow(suspended.company.id)).name).not.toBe('Harbour Carpentry');
  });
});
