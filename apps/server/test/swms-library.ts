import type { TFeatureKey, TSaveWorkActivityInput, TSwmsHazardInput } from '@hivis/contracts';
import { SWMS_FEATURES } from './swms.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';

/* The SWMS library's API tests: companies with SWMS, their people, and valid bodies. */

/** A company with every SWMS feature, its owner (PAH), a supervisor (SAH) and a worker (NAH): their tokens. */
export async function libraryCompany(t: TestApp, name: string, enabledFeatures: TFeatureKey[] = SWMS_FEATURES) {
  const { company, people } = await buildTeam(
    t,
    { owner: { roles: ['PAH'] }, supervisor: { roles: ['SAH'] }, worker: { roles: ['NAH'] } },
    { name, enabledFeatures },
  );
  return { company, owner: people.owner.token, supervisor: people.supervisor.token, worker: people.worker.token };
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
