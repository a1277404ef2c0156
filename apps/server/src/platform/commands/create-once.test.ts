import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { v7 as deviceId } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_MESSAGES } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { employeesTeam, invitePayload } from '../../../test/employees.js';
import type { Team } from '../../../test/employees.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { uniqueName } from '../../../test/values.js';
import { buildProject, buildWorksite } from '../../../test/work-factories.js';
import { appliedCommands, clients, contacts, jobs, projects, users, worksites } from '../../db/schema/index.js';
import { withSystem } from '../tenancy/tenant.js';

/*
 * Creates that reach the server twice (a double tap, a retry after a lost answer) make one record:
 * the device names the record with its own id, the first create makes it with that id, and every
 * copy gets the first answer. Each create route is checked the same way.
 */

let t: TestApp;
let call: ReturnType<typeof api>;
let mine: Team;
let theirs: Team;
beforeAll(async () => {
  t = await createTestApp();
  call = api(t);
  [mine, theirs] = await Promise.all([employeesTeam(t), employeesTeam(t)]);
});
afterAll(() => t?.close());

type TCreate = {
  route: string;
  table: PgTable & { id: AnyPgColumn };
  /** A valid body for the company's owner. */
  body: (team: Team) => Promise<Record<string, unknown>>;
  /** The new record's id in the answer. */
  idOf: (answer: Record<string, unknown>) => unknown;
};

const ownId = (answer: Record<string, unknown>) => answer.id;
const CREATES: TCreate[] = [
  {
    route: '/api/v3/worksite',
    table: worksites,
    idOf: ownId,
    body: async () => ({ name: uniqueName('Site'), address: { country: 'Australia', suburb: 'Bondi' } }),
  },
  {
    route: '/api/v3/project',
    table: projects,
    idOf: ownId,
    body: async (team) => ({ worksiteId: (await buildWorksite(t.db, team.company.id)).id, name: uniqueName('Project') }),
  },
  {
    route: '/api/v3/job',
    table: jobs,
    idOf: ownId,
    body: async (team) => ({ projectId: (await buildProject(t.db, team.company.id)).id, title: uniqueName('Job') }),
  },
  {
    route: '/api/v3/employee/invite',
    table: users,
    idOf: (answer) => (answer.employee as { id: string }).id,
    body: async () => invitePayload({ role: 'NAH' }),
  },
  { route: '/api/v3/client', table: clients, idOf: ownId, body: async () => ({ name: uniqueName('Client') }) },
  { route: '/api/v3/contact', table: contacts, idOf: ownId, body: async () => ({ firstName: uniqueName('Casey') }) },
];

const rowsWithId = async (table: TCreate['table'], id: string) =>
  (await withSystem(t.db, (tx) => tx.select({ n: count() }).from(table).where(eq(table.id, id))))[0]?.n ?? 0;
const claims = async (id: string) =>
  (await withSystem(t.db, (tx) => tx.select({ n: count() }).from(appliedCommands).where(eq(appliedCommands.id, id))))[0]?.n ?? 0;
const rowCount = async (table: TCreate['table']) => (await withSystem(t.db, (tx) => tx.select({ n: count() }).from(table)))[0]?.n ?? 0;

describe.each(CREATES)('POST $route with an id made on the device', ({ route, table, body, idOf }) => {
  it('creates the record with that id once, and answers every copy with the first answer', async () => {
    const id = deviceId();
    const create = { ...(await body(mine)), id };
    const first = await call('POST', route, mine.owner, create);
    expect(first.statusCode, first.body).toBe(201);
    expect(idOf(first.json())).toBe(id);
    // The answer was lost; the phone sends it again, and twice more at the same moment.
    const copies = [await call('POST', route, mine.owner, create), ...(await Promise.all([1, 2].map(() => call('POST', route, mine.owner, create))))];
    for (const copy of copies) {
      expect(copy.statusCode, copy.body).toBe(201);
      expect(copy.json()).toEqual(first.json());
    }
    expect(await rowsWithId(table, id)).toBe(1);
  });

  it('still creates without an id (an older app)', async () => {
    const created = await call('POST', route, mine.owner, await body(mine));
    expect(created.statusCode, created.body).toBe(201);
    expect(idOf(created.json())).toEqual(expect.any(String));
  });

  it('refuses a malformed id with a field error, writing nothing', async () => {
    const before = await rowCount(table);
    for (const id of ['not-a-uuid', 42, '']) {
      expectFieldErrors(await call('POST', route, mine.owner, { ...(await body(mine)), id }), { id: COMMAND_MESSAGES.recordId });
    }
    expect(await rowCount(table)).toBe(before);
  });

  it("refuses another company's id with 409, telling nothing of their record and writing nothing", async () => {
    const id = deviceId();
    const theirCreate = { ...(await body(theirs)), id };
    const made = await call('POST', route, theirs.owner, theirCreate);
    expect(made.statusCode, made.body).toBe(201);

    const before = await rowCount(table);
    const clash = expectError(await call('POST', route, mine.owner, { ...(await body(mine)), id }), 409);
    expect(clash.message).toBe(COMMAND_MESSAGES.recordIdTaken);
    expect(JSON.stringify(clash)).not.toContain(JSON.stringify(made.json()).slice(1, 40));
    expect(await rowCount(table)).toBe(before);
    // Only their claim of the id: ours rolled back with the refused create.
    expect(await claims(id)).toBe(1);
    // Their copy still gets their answer.
    expect((await call('POST', route, theirs.owner, theirCreate)).json()).toEqual(made.json());
  });
});

describe('an id used for one kind of record', () => {
  it('is refused for another kind (409), so one id never names two records', async () => {
    const id = deviceId();
    const site = await call('POST', '/api/v3/worksite', mine.owner, { name: uniqueName('Site'), address: { country: 'Australia', suburb: 'Bondi' }, id });
    expect(site.statusCode, site.body).toBe(201);
    expect(expectError(await call('POST', '/api/v3/client', mine.owner, { name: uniqueName('Client'), id }), 409).message).toBe(COMMAND_MESSAGES.reused);
    expect(await rowsWithId(clients, id)).toBe(0);
  });
});
