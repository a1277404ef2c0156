import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZImportStreamLineSchema } from '@hivis/contracts';
import type { TImportStreamLine } from '@hivis/contracts';
import { buildCompany, setSeats } from './factories.js';
import { buildMember } from './team.js';
import type { TestApp } from './test-app.js';

/** A company with seats, its owner (PAH) and a supervisor (SAH), both signed in: their tokens. */
export async function importTeam(t: TestApp, seats: { sah?: number; nah?: number } = {}) {
  const company = await buildCompany(t.db);
  await setSeats(t.db, company.id, { pah: 1, sah: seats.sah ?? 5, nah: seats.nah ?? 5 });
  const owner = await buildMember(t, { company, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' });
  const supervisor = await buildMember(t, { company, roles: ['SAH'] });
  return { company, owner: owner.token, supervisor: supervisor.token };
}

/** The NDJSON answer of an import, each line checked against the contract. */
export function streamLines(response: LightMyRequestResponse): TImportStreamLine[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return response.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ZImportStreamLineSchema.parse(JSON.parse(line)));
}

export const csvOf = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');
