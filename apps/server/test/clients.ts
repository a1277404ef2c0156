import type { CompanyOverrides } from './factories.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';

/** A company with an owner (PAH) and a supervisor (SAH), both signed in: their tokens. */
export async function clientsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(t, { owner: { roles: ['PAH'] }, supervisor: { roles: ['SAH'] } }, company);
  return { company: team.company, owner: team.people.owner.token, supervisor: team.people.supervisor.token };
}
