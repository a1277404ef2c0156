import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZImportStreamLine } from '@hivis/contracts';
import type { TImportStreamLine } from '@hivis/contracts';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/** A company with seats, its owner (PAH) and a supervisor (SAH), both signed in. */
export async function importTeam(t: TestApp, seats: { sah?: number; nah?: number } = {}) {
  const company = await buildCompany(t.db);
  await withSystem(t.db, (tx) =>
    tx
      .update(companies)
      .set({ seatsPah: 1, seatsSah: seats.sah ?? 5, seatsNah: seats.nah ?? 5 })
      .where(eq(companies.id, company.id)),
  );
  const owner = await buildUser(t.db, { company, roles: ['PAH'], firstName: 'Olive', lastName: 'Owner' });
  const supervisor = await buildUser(t.db, { company, roles: ['SAH'] });
  return { company, owner: (await loginAs(t.ctx, owner)).token, supervisor: (await loginAs(t.ctx, supervisor)).token };
}

export function importApi(t: TestApp) {
  return (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
}

/** The NDJSON answer of an import, each line checked against the contract. */
export function streamLines(response: LightMyRequestResponse): TImportStreamLine[] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
  return response.body
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ZImportStreamLine.parse(JSON.parse(line)));
}

let counter = 0;
/** A name no other test in the file uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter += 1)}`;

export const csvOf = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n');
