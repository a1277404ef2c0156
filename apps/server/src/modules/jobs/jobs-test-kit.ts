import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZFileSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { CompanyOverrides } from '../../../test/factories.js';
import { multipart, png } from '../../../test/samples.js';
import type { TestApp } from '../../../test/test-app.js';
import { buildProject } from '../../../test/work-factories.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** A company with an owner (PAH) and two staff (SAH, NAH), all signed in, and one project. */
export async function jobsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const row = await buildCompany(t.db, company);
  const owner = await buildUser(t.db, { company: row, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' });
  const supervisor = await buildUser(t.db, { company: row, roles: ['SAH'], firstName: 'Sam', lastName: 'Super' });
  const worker = await buildUser(t.db, { company: row, roles: ['NAH'], firstName: 'Will', lastName: 'Worker' });
  const project = await buildProject(t.db, row.id);
  return {
    company: row,
    project,
    users: { owner, supervisor, worker },
    owner: (await loginAs(t.ctx, owner)).token,
    supervisor: (await loginAs(t.ctx, supervisor)).token,
    worker: (await loginAs(t.ctx, worker)).token,
  };
}

export async function setCompanyStatus(t: TestApp, companyId: string, status: 'suspended' | 'inactive' | 'active'): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(companies).set({ status }).where(eq(companies.id, companyId)));
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the API as a person (or nobody for null). */
export function api(t: TestApp) {
  return (method: Method, url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** Uploads a small picture as the given file type; answers the file id. */
export async function uploadAs(t: TestApp, token: string, fileType: TFileType = 'job_file'): Promise<string> {
  const { payload, headers } = multipart([
    { name: 'fileType', value: fileType },
    { name: 'file', filename: 'drawing.png', data: png() },
  ]);
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/files', payload, headers: { ...headers, ...bearer(token) } });
  expect(response.statusCode, response.body).toBe(201);
  return ZFileSchema.parse(response.json()).id;
}

/** A job's fields as the form sends them. */
export const rooftopJob = {
  title: 'Install roof safety mesh',
  description: 'Lay safety mesh under the new sheeting on block B.',
  scope: 'Block B roof, grid lines 1 to 6.',
  jobNumber: '',
  scheduledStart: '2026-12-01T22:00:00.000Z',
  scheduledEnd: '2026-12-02T06:00:00.000Z',
  notes: 'Crane booked 7 AM.',
};
