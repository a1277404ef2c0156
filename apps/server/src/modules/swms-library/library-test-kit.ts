import type { TSaveWorkActivityInput, TSwmsHazardInput } from '@hivis/contracts';
import { buildAdmin, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';

/* Helpers for the SWMS library's API tests: companies with SWMS, their people, an admin, valid bodies. */

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export function libraryKit(app: () => TestApp) {
  const call = (token: string | null, method: Method, url: string, body?: unknown) =>
    app().app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body === undefined ? {} : { payload: body as object }) });

  /** A company with every SWMS feature, its owner (PAH), a supervisor (SAH) and a worker (NAH). */
  async function company(
    name: string,
    enabledFeatures: ('swms' | 'swms.create' | 'swms.view' | 'swms.send')[] = ['swms', 'swms.create', 'swms.view', 'swms.send'],
  ) {
    const row = await buildCompany(app().db, { name, enabledFeatures });
    const owner = await buildUser(app().db, { company: row, roles: ['PAH'] });
    const supervisor = await buildUser(app().db, { company: row, roles: ['SAH'] });
    const worker = await buildUser(app().db, { company: row, roles: ['NAH'] });
    return {
      company: row,
      owner: (await loginAs(app().ctx, owner)).token,
      supervisor: (await loginAs(app().ctx, supervisor)).token,
      worker: (await loginAs(app().ctx, worker)).token,
    };
  }

  async function admin(): Promise<string> {
    return (await loginAs(app().ctx, await buildAdmin(app().db))).token;
  }

  return { call, company, admin };
}

export const hazardBody = (overrides: Partial<TSwmsHazardInput> = {}): TSwmsHazardInput => ({
  hazard: 'Fall from the ladder',
  risk: 'Worker falls from a step ladder while fixing the ceiling.',
  before: { likelihood: 3, consequence: 3 },
  controls: [
    { level: 'engineering', text: 'Use a platform ladder with handrails instead of a step ladder.' },
    { level: 'administrative', text: 'Keep three points of contact and do not stand on the top two steps.' },
  ],
  monitoring: 'Supervisor checks ladders at the pre-start.',
  after: { likelihood: 1, consequence: 3 },
  responsible: 'Site supervisor',
  ...overrides,
});

export const activityBody = (scopeId: string, overrides: Partial<TSaveWorkActivityInput> = {}): TSaveWorkActivityInput => ({
  scopeId,
  name: 'Fix ceiling battens',
  description: 'Fix furring channel battens to the ceiling joists.',
  hrcwCodes: ['fall_over_2m'],
  ppe: ['Safety glasses', 'Safety boots'],
  plant: ['Platform ladder'],
  licences: [],
  hazards: [hazardBody()],
  ...overrides,
});
