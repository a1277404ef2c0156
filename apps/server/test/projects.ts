import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZProjectSchema } from '@hivis/contracts';
import type { TProject } from '@hivis/contracts';
import { projects } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import type { CompanyOverrides } from './factories.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { VALID_ABN } from './values.js';
import { buildClient, buildContact, buildWorksite } from './work-factories.js';

/** A company with an owner (PAH) and a supervisor (SAH) signed in, a worksite, a client and its contact. */
export async function projectsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(t, { owner: { roles: ['PAH'] }, supervisor: { roles: ['SAH'] } }, company);
  const worksite = await buildWorksite(t.db, team.company.id, { name: 'Kangaroo Point Townhouses' });
  const client = await buildClient(t.db, team.company.id, 'Riverside Developments');
  const contact = await buildContact(t.db, team.company.id, client.id, 'Priya');
  return { company: team.company, worksite, client, contact, owner: team.people.owner.token, supervisor: team.people.supervisor.token };
}

export function projectRowsOf(t: TestApp, companyId: string) {
  return withSystem(t.db, (tx) => tx.select().from(projects).where(eq(projects.companyId, companyId)));
}

export const principalContractor = {
  companyName: 'Hutchinson Builders',
  abn: VALID_ABN,
  contactName: 'Mark Brennan',
  contactPhone: '07 3335 5000',
  contactEmail: 'Mark.Brennan@example.com',
  whsPersonName: 'Leanne Cho',
  whsPersonPhone: '0412 555 019',
  whsPersonEmail: 'whs@example.com',
};

/** Creates a project through the API and checks the answer against the contract. */
export async function createProject(t: TestApp, token: string, body: object): Promise<TProject> {
  const response = await api(t)('POST', '/api/v3/project', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZProjectSchema.parse(response.json());
}
