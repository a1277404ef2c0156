import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp, testConfig, testDatabaseKind } from '../../../test/test-app.js';
import type { Database, Db } from '../../db/client.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { mailOutbox, users } from '../../db/schema/index.js';
import { openAppDatabase } from '../../seed/prepare-database.js';
import { companyProof } from './database-wall.js';
import { withSystem, withTenant } from './tenant.js';
import { checkDatabaseWall } from './wall-check.js';

/*
 * The database wall against SQL slipped into a tenant transaction: whatever the statement does to
 * the transaction's settings, it sees the tenant's rows or none, never another company's.
 */

let t: TestApp;
let companyA: CompanyRow;
let companyB: CompanyRow;

/** Raw query results: both drivers answer { rows }. */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function failureOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    const parts: string[] = [];
    for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
    return parts.join(' | ');
  }
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await buildCompany(t.db, { name: 'Wall A' });
  companyB = await buildCompany(t.db, { name: 'Wall B' });
  await buildUser(t.db, { company: companyA });
  await buildUser(t.db, { company: companyB });
  await buildUser(t.db, { company: companyB });
});
afterAll(() => t?.close());

describe(`the database wall (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('a company renamed in the settings without its proof sees no company at all', async () => {
    const seen = await withTenant(t.db, companyA.id, async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${companyB.id}, true)`);
      return tx.select({ companyId: users.companyId }).from(users);
    });
    expect(seen).toEqual([]);
  });

  it('a made-up proof opens nothing either', async () => {
    const seen = await withTenant(t.db, companyA.id, async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${companyB.id}, true), set_config('app.company_proof', ${'0'.repeat(64)}, true)`);
      return tx.select({ companyId: users.companyId }).from(users);
    });
    expect(seen).toEqual([]);
    // Nor does the tenant's own proof stand for another company.
    const ownProof = companyProof('a guess at the key', companyB.id);
    const guessed = await withTenant(t.db, companyA.id, async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${companyB.id}, true), set_config('app.company_proof', ${ownProof}, true)`);
      return tx.select({ companyId: users.companyId }).from(users);
    });
    expect(guessed).toEqual([]);
  });

  it('a renamed company cannot write into the other company either', async () => {
    const message = await failureOf(
      withTenant(t.db, companyA.id, async (tx) => {
        await tx.execute(sql`select set_config('app.company_id', ${companyB.id}, true)`);
        await tx.insert(users).values({ companyId: companyB.id, email: 'slipped-in@example.test', roles: ['NAH'] });
      }),
    );
    expect(message).toMatch(/row-level security/);
  });

  it('the one-statement entries answer nothing to a made-up proof', async () => {
    const [someoneInB] = await withSystem(t.db, (tx) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.companyId} = ${companyB.id}`),
    );
    const seen = await withTenant(t.db, companyA.id, async (tx) => ({
      account: rowsOf(await tx.execute(sql`select * from hivis_current_account(${someoneInB?.id}, ${'0'.repeat(64)})`)),
      company: rowsOf(await tx.execute(sql`select * from hivis_enter_company(${companyB.id}, ${'0'.repeat(64)})`)),
      users: await tx.selectDistinct({ companyId: users.companyId }).from(users),
    }));
    expect(seen).toEqual({ account: [], company: [], users: [{ companyId: companyA.id }] });
  });

  it('the key itself is out of the tenant’s reach', async () => {
    const message = await failureOf(withTenant(t.db, companyA.id, (tx) => tx.execute(sql`select key from database_wall`)));
    expect(message).toMatch(/permission denied/);
  });

  it('the tenant still sees its own rows with the proof the app made', async () => {
    const seen = await withTenant(t.db, companyA.id, (tx) => tx.select({ companyId: users.companyId }).from(users));
    expect(seen).toEqual([{ companyId: companyA.id }]);
  });

  it('every table but the key has row-level security, binding its owner too, and the platform’s policy', async () => {
    const tables = await withSystem(t.db, (tx) =>
      tx.execute(sql`
        select c.relname as "table", c.relrowsecurity and c.relforcerowsecurity as "forced",
          exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.policyname = c.relname || '_system') as "system"
        from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> 'database_wall'`),
    );
    const rows = rowsOf<{ table: string; forced: boolean; system: boolean }>(tables);
    expect(rows.length).toBeGreaterThanOrEqual(39);
    expect(rows.filter((row) => !row.forced || !row.system).map((row) => row.table)).toEqual([]);
  });
});

/*
 * With the app's own login role connecting (as in production): the embedded database reopened as
 * that role after its migrations, or on PostgreSQL the api-pg harness's login role.
 */
const onServer = testDatabaseKind() === 'pg';

describe(`the database wall, as the app's login role (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  let walled: Database;
  let dataDir: string | null = null;
  let ownA: CompanyRow;
  let otherB: CompanyRow;

  beforeAll(async () => {
    if (onServer) walled = t.database;
    else {
      dataDir = await mkdtemp(path.join(tmpdir(), 'hivis-wall-'));
      walled = await openAppDatabase(testConfig(dataDir));
    }
    // The factories write in the platform's context, which the login role reaches with the system proof.
    ownA = await buildCompany(walled.db, { name: 'Own A' });
    otherB = await buildCompany(walled.db, { name: 'Other B' });
    await buildUser(walled.db, { company: ownA });
    await buildUser(walled.db, { company: otherB });
    await withSystem(walled.db, (tx) => tx.insert(mailOutbox).values({ to: 'b@example.test', subject: 'For B', html: '<p>B</p>', text: 'B' }));
  }, 120_000);
  afterAll(async () => {
    if (dataDir) {
      await walled.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  /** The companies whose users a statement after `escape` sees, inside company A's tenant transaction. */
  async function seenAfter(db: Db, escape: string): Promise<string[]> {
    return withTenant(db, ownA.id, async (tx) => {
      await tx.execute(sql.raw(escape));
      const seen = await tx.selectDistinct({ companyId: users.companyId }).from(users);
      return seen.map((row) => row.companyId ?? 'none');
    });
  }

  it.runIf(onServer)('connects as a role that is no superuser, cannot bypass row-level security and owns no table', async () => {
    const warnings: string[] = [];
    await checkDatabaseWall(walled.db, { env: 'production' }, { warn: (message: string) => warnings.push(message) });
    expect(warnings).toEqual([]);
  });

  // The embedded database is one session of its superuser, in which the login role is only SET:
  // RESET ROLE leaves it, so the server refuses to run on it in production.
  it.runIf(!onServer)('the embedded database says it could be passed by, and is refused in production', async () => {
    await expect(checkDatabaseWall(walled.db, { env: 'production' }, { warn: () => undefined })).rejects.toThrow(/superuser.*PostgreSQL server/);
  });

  for (const escape of ['SET ROLE NONE', 'RESET ROLE', "select set_config('role', 'none', true)"]) {
    it.runIf(onServer)(`${escape} inside a tenant transaction still sees only the tenant's rows`, async () => {
      expect(await seenAfter(walled.db, escape)).toEqual([ownA.id]);
    });
  }

  it.runIf(onServer)('after RESET ROLE, a renamed company sees nothing, and the platform tables show no row', async () => {
    const seen = await withTenant(walled.db, ownA.id, async (tx) => {
      await tx.execute(sql`reset role`);
      await tx.execute(sql`select set_config('app.company_id', ${otherB.id}, true)`);
      return {
        users: await tx.select({ companyId: users.companyId }).from(users),
        mail: await tx.select({ subject: mailOutbox.subject }).from(mailOutbox),
      };
    });
    expect(seen).toEqual({ users: [], mail: [] });
  });

  it.runIf(onServer)('cannot become a superuser or the tables’ owner, nor switch row-level security off', async () => {
    for (const escape of [
      'SET SESSION AUTHORIZATION postgres',
      'SET ROLE postgres',
      'ALTER TABLE users DISABLE ROW LEVEL SECURITY',
      'ALTER TABLE users NO FORCE ROW LEVEL SECURITY',
    ]) {
      expect(await failureOf(seenAfter(walled.db, escape)), escape).toMatch(/permission denied|must be owner/);
    }
  });

  it('the platform’s own context still sees every company', async () => {
    const seen = await withSystem(walled.db, (tx) => tx.selectDistinct({ companyId: users.companyId }).from(users));
    expect(seen.map((row) => row.companyId)).toEqual(expect.arrayContaining([ownA.id, otherB.id]));
  });

  it('a role that could pass by the wall is refused in production and warned of elsewhere', async () => {
    // The owner's connection of the tests is a superuser.
    await expect(checkDatabaseWall(t.db, { env: 'production' }, { warn: () => undefined })).rejects.toThrow(/MIGRATION_DATABASE_URL/);
    const warnings: string[] = [];
    await checkDatabaseWall(t.db, { env: 'development' }, { warn: (message: string) => warnings.push(message) });
    expect(warnings).toEqual([expect.stringMatching(/superuser/)]);
  });
});
