import { buildCompany, setSeats } from './factories.js';
import type { CompanyOverrides, Seats, TestUser } from './factories.js';
import { buildMember } from './team.js';
import type { TestApp } from './test-app.js';
import { uniqueEmail } from './values.js';
import type { CompanyRow } from '../src/db/schema/index.js';

export type Team = { company: CompanyRow; ownerUser: TestUser; owner: string; supervisorUser: TestUser; supervisor: string };

/** A company with seats to spare, its founder (signed in) and a supervisor (SAH, signed in). */
export async function employeesTeam(t: TestApp, seats: Seats = {}, company: CompanyOverrides = {}): Promise<Team> {
  const row = await buildCompany(t.db, company);
  await setSeats(t.db, row.id, { pah: 2, sah: 5, nah: 5, ...seats });
  const owner = await buildMember(t, { company: row, roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' });
  const supervisor = await buildMember(t, { company: row, roles: ['SAH'], firstName: 'Sam', lastName: 'Super' });
  return { company: row, ownerUser: owner, owner: owner.token, supervisorUser: supervisor, supervisor: supervisor.token };
}

export const invitePayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  firstName: 'Nina',
  lastName: 'Newstart',
  role: 'SAH',
  phone: '0412 345 678',
  position: 'Site supervisor',
  ...overrides,
});
