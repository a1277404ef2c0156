import { eq } from 'drizzle-orm';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** A company with an owner (PAH) and a supervisor (SAH), both signed in. */
export async function clientsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const row = await buildCompany(t.db, company);
  const owner = await buildUser(t.db, { company: row, roles: ['PAH'] });
  const supervisor = await buildUser(t.db, { company: row, roles: ['SAH'] });
  return {
    company: row,
    owner: (await loginAs(t.ctx, owner)).token,
    supervisor: (await loginAs(t.ctx, supervisor)).token,
  };
}

export async function setCompanyStatus(t: TestApp, companyId: string, status: 'suspended' | 'inactive' | 'active'): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(companies).set({ status }).where(eq(companies.id, companyId)));
}

/** Calls the API as a person (or nobody for null). */
export function api(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** A unique suffix, so names do not clash between tests sharing one database. */
let counter = 0;
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter += 1)}`;

/** A valid ABN (the ATO's published example). */
export const VALID_ABN = '51 824 753 556';
