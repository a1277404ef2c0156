import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ZIncidentDetailsSchema } from '@hivis/contracts';
import type { TIncidentDetails, TNewIncidentInput } from '@hivis/contracts';
import type { CompanyOverrides } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { api } from './api.js';
import { buildWorksite } from './work-factories.js';

/**
 * A company with Incident Report: an owner (PAH), a supervisor (SAH, who reports on the phone),
 * a second supervisor, and a worker (NAH, whose role has no incident reports, spec 6); a worksite
 * in New South Wales.
 */
export async function incidentsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(
    t,
    { owner: { roles: ['PAH'], firstName: 'Olive' }, supervisor: { roles: ['SAH'], firstName: 'Sam' }, other: { roles: ['SAH'] }, worker: { roles: ['NAH'] } },
    { enabledFeatures: ['incident'], ...company },
  );
  const worksite = await buildWorksite(t.db, team.company.id, {
    name: 'Parramatta fit-out',
    address: { formattedAddress: '1 Church St, Parramatta NSW 2150', state: 'NSW', country: 'Australia' },
  });
  return { ...team.people, company: team.company, worksite };
}

/** A report as the phone sends it: a fall from a ladder at the worksite, with one injured worker. */
export function reportBody(worksiteId: string | null, overrides: Partial<TNewIncidentInput> = {}): TNewIncidentInput {
  return {
    id: randomUUID(),
    types: ['injury'],
    occurredAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    worksiteId,
    location: 'Level 2, unit 3 balcony',
    description: 'Grinder kicked back while cutting tiles; a chip hit Alex in the left eye.',
    immediateActions: 'Eye wash, then driven to hospital emergency.',
    people: [{ name: 'Alex Apprentice', kind: 'worker', harm: 'injury', injury: 'Tile chip in the left eye', bodyParts: ['eye'], treatment: 'hospital' }],
    witnesses: [{ name: 'Wes Witness', phone: '0400 000 000', statement: 'Saw the chip fly up.' }],
    ...overrides,
  };
}

/** Reports an incident as `token`; the record as answered. */
export async function reportIncident(t: TestApp, token: string, body: TNewIncidentInput): Promise<TIncidentDetails> {
  const response = await api(t)('POST', '/api/v3/incident', token, body);
  expect(response.statusCode, response.body).toBe(201);
  return ZIncidentDetailsSchema.parse(response.json());
}

/** A photo uploaded as the report form does. */
export async function incidentPhoto(t: TestApp, token: string): Promise<string> {
  const response = await uploadFile(t, token, { fileType: 'incident_photo', filename: 'eye.png', contentType: 'image/png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
