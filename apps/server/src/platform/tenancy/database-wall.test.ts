import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { users } from '../../db/schema/index.js';
import { companyProof } from './database-wall.js';
import { withSystem, withTenant } from './tenant.js';

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

  it('the key itself is out of the tenant’s reach', async () => {
    const message = await failureOf(withTenant(t.db, companyA.id, (tx) => tx.execute(sql`select key from database_wall`)));
    expect(message).toMatch(/permission denied/);
  });

  it('the tenant still sees its own rows with the proof the app made', async () => {
    const seen = await withTenant(t.db, companyA.id, (tx) => tx.select({ companyId: users.companyId }).from(users));
    expect(seen).toEqual([{ companyId: companyA.id }]);
  });

  it('row-level security applies to the tables’ owner too, on every table that has it', async () => {
    const tables = await withSystem(t.db, (tx) =>
      tx.execute(sql`select relname, relforcerowsecurity from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' and relrowsecurity`),
    );
    const rows = rowsOf<{ relname: string; relforcerowsecurity: boolean }>(tables);
    expect(rows.length).toBeGreaterThanOrEqual(33);
    expect(rows.filter((row) => !row.relforcerowsecurity).map((row) => row.relname)).toEqual([]);
  });
});
