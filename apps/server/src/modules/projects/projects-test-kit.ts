import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZProject } from '@hivis/contracts';
import type { TProject } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { buildWorksite } from '../../../test/work-factories.js';
import { clients, contacts, projects } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** A company with an owner (PAH) and a supervisor (SAH) signed in, a worksite, a client and its contact. */
export async function projectsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const row = await buildCompany(t.db, company);
  const owner = await buildUser(t.db, { company: row, roles: ['PAH'] });
  const supervisor = await buildUser(t.db, { company: row, roles: ['SAH'] });
  const worksite = await buildWorksite(t.db, row.id, { name: 'Kangaroo Point Townhouses' });
  const client = await buildClient(t, row.id, 'Riverside Developments');
  const contact = await buildContact(t, row.id, client.id, 'Priya');
  return {
    company: row,
    worksite,
    client,
    contact,
    owner: (await loginAs(t.ctx, owner)).token,
    supervisor: (await loginAs(t.ctx, supervisor)).token,
  };
}

export async function buildClient(t: TestApp, companyId: string, name: string, archived = false) {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(clients)
      .values({ companyId, name, archivedAt: archived ? new Date() : null })
      .returning(),
  );
  if (!row) throw new Error('buildClient: no row');
  return row;
}

export async function buildContact(t: TestApp, companyId: string, clientId: string | null, firstName: string, archived = false) {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(contacts)
      .values({ companyId, clientId, firstName, lastName: 'Nair', position: 'Development manager', archivedAt: archived ? new Date() : null })
      .returning(),
  );
  if (!row) throw new Error('buildContact: no row');
  return row;
}

export function projectRowsOf(t: TestApp, companyId: string) {
  return withSystem(t.db, (tx) => tx.select().from(projects).where(eq(projects.companyId, companyId)));
}

/** Calls the API as a person (or nobody for null). */
export function api(t: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** A valid ABN (the ATO's published example). */
export const VALID_ABN = '51 824 753 556';

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
  return ZProject.parse(response.json());
}
