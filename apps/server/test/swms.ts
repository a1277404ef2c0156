import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZSwmsSchema } from '@hivis/contracts';
import type { TFeatureKey, TFileType, TSwms, TUpdateSwmsInput } from '@hivis/contracts';
import { files, swms, swmsWorkActivities } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob } from './work-factories.js';

export const SWMS_FEATURES: TFeatureKey[] = ['swms', 'swms.create', 'swms.view', 'swms.send'];

/**
 * The SWMS builder's tests: a company with an owner, a supervisor and a worker, signed in, and a
 * job both staff are on (staff reach a SWMS only through a job they are on).
 */
export function swmsKit(app: () => TestApp) {
  const call = api(app);

  async function company(options: { name?: string; features?: TFeatureKey[]; country?: 'AU' | 'NZ' } = {}) {
    const t = app();
    const { company: row, people } = await buildTeam(
      t,
      {
        owner: { roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' },
        supervisor: { roles: ['SAH'], firstName: 'Sam', lastName: 'Super', phone: '0400 111 222' },
        worker: { roles: ['NAH'], firstName: 'Wes', lastName: 'Worker' },
      },
      { name: options.name ?? 'Ridge Roofing', enabledFeatures: options.features ?? SWMS_FEATURES, country: options.country ?? 'AU' },
    );
    const { owner, supervisor, worker } = people;
    const job = await buildJob(t.db, row.id, { title: 'Re-roof main house' });
    for (const person of [supervisor, worker]) await buildAssignment(t.db, job, person.id, { status: 'accepted' });
    return { company: row, owner, supervisor, worker, job, ownerToken: owner.token, supervisorToken: supervisor.token, workerToken: worker.token };
  }
  type Side = Awaited<ReturnType<typeof company>>;

  async function start(side: Side, jobId = side.job.id, token = side.ownerToken): Promise<TSwms> {
    const response = await call('POST', '/api/v3/swms', token, { jobId });
    expect(response.statusCode, response.body).toBe(201);
    return ZSwmsSchema.parse(response.json());
  }

  async function save(side: Side, swmsId: string, body: TUpdateSwmsInput): Promise<TSwms> {
    const response = await call('PUT', `/api/v3/swms/${swmsId}`, side.ownerToken, body);
    expect(response.statusCode, response.body).toBe(200);
    return ZSwmsSchema.parse(response.json());
  }

  /** A stored file row (the bytes are not needed: links are signed, not read). */
  async function fileOf(companyId: string, fileType: TFileType = 'sds_msds') {
    const id = randomUUID();
    const [row] = await withSystem(app().db, (tx) =>
      tx
        .insert(files)
        .values({ id, companyId, fileType, name: `${fileType}.pdf`, contentType: 'application/pdf', size: 100, storageKey: `${companyId}/test/${id}.pdf` })
        .returning(),
    );
    if (!row) throw new Error('fileOf: no row');
    return row;
  }

  /** Public starter-library activities of a trade, in a stable order. */
  const publicActivities = (limit: number) =>
    withSystem(app().db, (tx) =>
      tx
        .select({ id: swmsWorkActivities.id, name: swmsWorkActivities.name, tradeId: swmsWorkActivities.tradeId })
        .from(swmsWorkActivities)
        .where(eq(swmsWorkActivities.isPublic, true))
        .orderBy(swmsWorkActivities.name)
        .limit(limit),
    );

  const swmsRow = async (id: string) => {
    const [row] = await withSystem(app().db, (tx) => tx.select().from(swms).where(eq(swms.id, id)));
    return row;
  };
  const setSwms = (id: string, values: Partial<typeof swms.$inferInsert>) => withSystem(app().db, (tx) => tx.update(swms).set(values).where(eq(swms.id, id)));

  return { company, start, save, fileOf, publicActivities, swmsRow, setSwms };
}
