import { eq } from 'drizzle-orm';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides, TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { companies } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

export type Seats = { pah?: number; sah?: number; nah?: number };

export type Team = { company: CompanyRow; ownerUser: TestUser; owner: string; supervisorUser: TestUser; supervisor: string };

/** A company with seats to spare, its founder (signed in) and a supervisor (SAH, signed in). */
export async function employeesTeam(t: TestApp, seats: Seats = {}, company: CompanyOverrides = {}): Promise<Team> {
  const row = await buildCompany(t.db, company);
  await setSeats(t, row.id, { pah: 2, sah: 5, nah: 5, ...seats });
  const ownerUser = await buildUser(t.db, { company: row, roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' });
  const supervisorUser = await buildUser(t.db, { company: row, roles: ['SAH'], firstName: 'Sam', lastName: 'Super' });
  return {
    company: row,
    ownerUser,
    owner: (await loginAs(t.ctx, ownerUser)).token,
    supervisorUser,
    supervisor: (await loginAs(t.ctx, supervisorUser)).token,
  };
}

export async function setSeats(t: TestApp, companyId: string, seats: Seats): Promise<void> {
  await withSystem(t.db, (tx) =>
    tx
      .update(companies)
      .set({
        ...(seats.pah === undefined ? {} : { seatsPah: seats.pah }),
        ...(seats.sah === undefined ? {} : { seatsSah: seats.sah }),
        ...(seats.nah === undefined ? {} : { seatsNah: seats.nah }),
      })
      .where(eq(companies.id, companyId)),
  );
}

export async function setCompanyStatus(t: TestApp, companyId: string, status: 'suspended' | 'inactive' | 'active'): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(companies).set({ status }).where(eq(companies.id, companyId)));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a person (or nobody for null). */
export function caller(t: TestApp) {
  return (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

let counter = 0;
/** An address no other test uses, so tests can share one database. */
export const uniqueEmail = (prefix = 'new') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

export const invitePayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  firstName: 'Nina',
  lastName: 'Newstart',
  role: 'SAH',
  phone: '0412 345 678',
  position: 'Site supervisor',
  ...overrides,
});
