import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZJsaSchema, emptySwmsContent } from '@hivis/contracts';
import type { TJsa, TJsaAttendeeInput, TJsaHazardInput, TJsaSignInput, TJsaStepInput, TNewJsaInput, TUpdateJsaInput } from '@hivis/contracts';
import type { JobRow } from '../src/db/schema/index.js';
import { jsaReports, paperworkSignOns, paperworkVersions, swms } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import type { CompanyOverrides } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob, buildWorksite } from './work-factories.js';

/*
 * JSA reports' tests (src/modules/jsa): a crew with a job under way, a JSA as the phone sends it,
 * signatures uploaded on a phone, a SWMS to start from, and the rows read back.
 */

/**
 * A Brisbane company with JSA Report: an owner (PAH), a supervisor (SAH) and a worker (NAH) on a
 * job in progress, and a second supervisor on no job.
 */
export async function jsaCrew(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(
    t,
    {
      owner: { roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' },
      supervisor: { roles: ['SAH'], firstName: 'Sam', lastName: 'Supervisor' },
      other: { roles: ['SAH'], firstName: 'Oscar', lastName: 'Other' },
      worker: { roles: ['NAH'], firstName: 'Will', lastName: 'Worker' },
    },
    { enabledFeatures: ['jsa'], ...company },
  );
  const worksite = await buildWorksite(t.db, team.company.id, {
    name: 'Wynnum units',
    address: { formattedAddress: '12 Bay Tce, Wynnum QLD 4178', state: 'QLD', country: 'Australia' },
  });
  const job = await buildJob(t.db, team.company.id, { worksiteId: worksite.id, title: 'Strip balcony tiles', jobNumber: '1042', status: 'IN_PROGRESS' });
  for (const person of [team.people.supervisor, team.people.worker]) await buildAssignment(t.db, job, person.id, { status: 'accepted' });
  return { ...team.people, company: team.company, worksite, job };
}

export type JsaCrew = Awaited<ReturnType<typeof jsaCrew>>;

/** Silica dust from cutting the grout: 16 Extreme before, 6 Medium after. */
export const DUST: TJsaHazardInput = {
  hazard: 'Silica dust',
  before: { likelihood: 4, consequence: 4 },
  controls: [
    { level: 'engineering', text: 'Cut with a shrouded grinder on an H-class vacuum' },
    { level: 'ppe', text: 'P2 respirator, fit-checked' },
  ],
  after: { likelihood: 2, consequence: 3 },
};

/** Flying chips: 12 High before, 4 Low after. */
export const CHIPS: TJsaHazardInput = {
  hazard: 'Flying chips',
  before: { likelihood: 4, consequence: 3 },
  controls: [{ level: 'isolation', text: 'Barricade 3 m around the cut' }],
  after: { likelihood: 2, consequence: 2 },
};

export const CUT_STEP = { description: 'Cut the grout lines with the grinder', hazards: [DUST, CHIPS] } satisfies TJsaStepInput;

export const LIFT_STEP = {
  description: 'Lift the tiles with a scraper',
  hazards: [
    {
      hazard: 'Manual handling',
      before: { likelihood: 3, consequence: 3 },
      controls: [{ level: 'administrative', text: 'Lift one tile at a time, kneel on a pad' }],
      after: { likelihood: 2, consequence: 2 },
    },
  ],
} satisfies TJsaStepInput;

/** A JSA as the phone sends it, with the id the phone made. */
export function jsaBody(jobId: string, overrides: Partial<TNewJsaInput> = {}): TNewJsaInput {
  return {
    id: randomUUID(),
    jobId,
    task: 'Cut and lift balcony tiles, unit 3',
    steps: [CUT_STEP, LIFT_STEP],
    ppe: ['Safety glasses', 'Hearing protection'],
    notes: 'Wet the slab first.',
    ...overrides,
  } as TNewJsaInput;
}

/** The JSA's content changed, on the version it was read at. */
export function changedBody(jsa: TJsa, overrides: Partial<TUpdateJsaInput> = {}): TUpdateJsaInput {
  return { ...jsa.content, basedOn: jsa.version, ...overrides } as TUpdateJsaInput;
}

/** Writes a JSA as `token`; the JSA as answered (201). */
export async function createJsaAs(t: TestApp, token: string, body: TNewJsaInput): Promise<TJsa> {
  const response = await api(t)('POST', '/api/v3/jsa', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZJsaSchema.parse(response.json());
}

/** Saves a change as `token`; the JSA as answered (200). */
export async function saveJsaAs(t: TestApp, token: string, jsaId: string, body: TUpdateJsaInput): Promise<TJsa> {
  const response = await api(t)('PUT', `/api/v3/jsa/${jsaId}`, token, body);
  expect(response.statusCode, response.body).toBe(200);
  return ZJsaSchema.parse(response.json());
}

/** A signature drawn on the phone of whoever holds `token`, uploaded by them. */
export async function jsaSignature(t: TestApp, token: string): Promise<string> {
  const response = await uploadFile(t, token, { fileType: 'jsa_signature', filename: 'signature.png', contentType: 'image/png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** The signed-in person signs on their own phone: the raw answer. */
export function signJsaAs(t: TestApp, token: string, jsaId: string, body: TJsaSignInput) {
  return api(t)('POST', `/api/v3/jsa/${jsaId}/sign`, token, body);
}

/** One of the crew signs on in person on the phone of whoever holds `token`: the raw answer. */
export function signOnInPersonAs(t: TestApp, token: string, jsaId: string, body: TJsaAttendeeInput) {
  return api(t)('POST', `/api/v3/jsa/${jsaId}/attendee`, token, body);
}

/** A SWMS of the job written straight to the table (a JSA may be started from one of its activities). */
export async function buildSwmsOf(t: TestApp, job: Pick<JobRow, 'id' | 'companyId'>, deletedAt: Date | null = null): Promise<string> {
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(swms)
      .values({ companyId: job.companyId, jobId: job.id, title: 'SWMS – strip balcony tiles', step: 'job_details', content: emptySwmsContent(), deletedAt })
      .returning({ id: swms.id }),
  );
  if (!row) throw new Error('buildSwmsOf: no row returned');
  return row.id;
}

export async function jsaRows(t: TestApp, jsaId: string) {
  return withSystem(t.db, async (tx) => ({
    jsas: await tx.select().from(jsaReports).where(eq(jsaReports.id, jsaId)),
    versions: await tx
      .select()
      .from(paperworkVersions)
      .where(and(eq(paperworkVersions.kind, 'jsa'), eq(paperworkVersions.recordId, jsaId)))
      .orderBy(paperworkVersions.version),
    signOns: await tx
      .select()
      .from(paperworkSignOns)
      .where(and(eq(paperworkSignOns.kind, 'jsa'), eq(paperworkSignOns.recordId, jsaId))),
  }));
}
