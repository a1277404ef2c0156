import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZPrestartTalkSchema } from '@hivis/contracts';
import type { TNewPrestartTalkInput, TPrestartTalk, TPrestartTalkAttendeeInput } from '@hivis/contracts';
import { paperworkSignOns, paperworkVersions, prestartTalks } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { api } from './api.js';
import type { CompanyOverrides } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob, buildWorksite } from './work-factories.js';

/*
 * Pre-start talks' tests (src/modules/prestart-talks): a crew with a job under way, the talk as
 * the presenter's phone sends it, signatures uploaded on that phone, and the rows read back.
 */

/**
 * A Brisbane company with Pre-Start Talk: an owner (PAH), a supervisor (SAH) and a worker (NAH) on
 * a job in progress, and a second supervisor on no job.
 */
export async function talkCrew(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(
    t,
    {
      owner: { roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' },
      supervisor: { roles: ['SAH'], firstName: 'Sam', lastName: 'Supervisor' },
      other: { roles: ['SAH'], firstName: 'Oscar', lastName: 'Other' },
      worker: { roles: ['NAH'], firstName: 'Will', lastName: 'Worker' },
    },
    { enabledFeatures: ['pst'], ...company },
  );
  const worksite = await buildWorksite(t.db, team.company.id, {
    name: 'Wynnum units',
    address: { formattedAddress: '12 Bay Tce, Wynnum QLD 4178', state: 'QLD', country: 'Australia' },
  });
  const job = await buildJob(t.db, team.company.id, { worksiteId: worksite.id, title: 'Strip balcony tiles', jobNumber: '1042', status: 'IN_PROGRESS' });
  for (const person of [team.people.supervisor, team.people.worker]) await buildAssignment(t.db, job, person.id, { status: 'accepted' });
  return { ...team.people, company: team.company, worksite, job };
}

export type TalkCrew = Awaited<ReturnType<typeof talkCrew>>;

/** A talk as the presenter's phone sends it, with the id the phone made. */
export function talkBody(jobId: string, overrides: Partial<TNewPrestartTalkInput> = {}): TNewPrestartTalkInput {
  return {
    id: randomUUID(),
    jobId,
    topics: ['Working at heights', 'Manual handling'],
    hazards: 'Gusty wind this morning: no sheets carried on the scaffold.',
    notes: 'Skip bin swapped at 10.',
    ...overrides,
  } as TNewPrestartTalkInput;
}

/** Records a talk as `token`; the talk as answered (201). */
export async function recordTalk(t: TestApp, token: string, body: TNewPrestartTalkInput): Promise<TPrestartTalk> {
  const response = await api(t)('POST', '/api/v3/prestart-talk', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZPrestartTalkSchema.parse(response.json());
}

/** A signature drawn on the presenter's phone, uploaded by them. */
export async function talkSignature(t: TestApp, token: string): Promise<string> {
  const response = await uploadFile(t, token, { fileType: 'prestart_talk_signature', filename: 'signature.png', contentType: 'image/png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** One of the crew signs on on the presenter's phone: the raw answer. */
export function signOn(t: TestApp, token: string, talkId: string, body: TPrestartTalkAttendeeInput) {
  return api(t)('POST', `/api/v3/prestart-talk/${talkId}/attendee`, token, body);
}

export async function talkRows(t: TestApp, talkId: string) {
  return withSystem(t.db, async (tx) => ({
    talks: await tx.select().from(prestartTalks).where(eq(prestartTalks.id, talkId)),
    versions: await tx
      .select()
      .from(paperworkVersions)
      .where(and(eq(paperworkVersions.kind, 'prestart_talk'), eq(paperworkVersions.recordId, talkId))),
    signOns: await tx
      .select()
      .from(paperworkSignOns)
      .where(and(eq(paperworkSignOns.kind, 'prestart_talk'), eq(paperworkSignOns.recordId, talkId))),
  }));
}
