import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.js';
import { buildCompany, buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { TEST_WALL, createTestApp, openTestDatabase } from '../../../test/test-app.js';
import type { CompanyRow, FileRow } from '../../db/schema/index.js';
import { companies, files, mailOutbox, refreshTokens, users, userTokens } from '../../db/schema/index.js';
import { APP_ROLE, migrateDatabase } from '../../db/migrate.js';
import { keepWallKey } from './database-wall.js';
import { withSystem, withTenant } from './tenant.js';

/*
 * Row-level security, the second wall behind the query helpers' company filters: these queries
 * deliberately leave the company out and rely on the database alone.
 */

let t: TestApp;
let companyA: CompanyRow;
let companyB: CompanyRow;
let userA: TestUser;
let userB: TestUser;
let fileA: FileRow;
let fileB: FileRow;

async function insertFileRow(company: CompanyRow, uploadedBy: string): Promise<FileRow> {
  const id = randomUUID();
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(files)
      .values({
        id,
        companyId: company.id,
        uploadedBy,
        fileType: 'document',
        name: 'a.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: `${company.id}/${id}.pdf`,
      })
      .returning(),
  );
  if (!row) throw new Error('no file row');
  return row;
}

/** Raw query results: both drivers answer { rows }. */
function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Drizzle wraps driver errors; the database's own words are in the cause. */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' | ');
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return messagesOf(error);
  }
  throw new Error('expected the database to refuse, but it did not');
}

beforeAll(async () => {
  t = await createTestApp();
  companyA = await buildCompany(t.db, { name: 'Company A' });
  companyB = await buildCompany(t.db, { name: 'Company B' });
  userA = await buildUser(t.db, { company: companyA });
  await buildUser(t.db, { company: companyA, roles: ['NAH'] });
  userB = await buildUser(t.db, { company: companyB });
  await buildUser(t.db, { company: null, roles: ['admin'] });
  fileA = await insertFileRow(companyA, userA.id);
  fileB = await insertFileRow(companyB, userB.id);
});
afterAll(() => t?.close());

describe(`withTenant (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('runs as a role that row-level security applies to', async () => {
    const roles = await withSystem(t.db, (tx) => tx.execute(sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${APP_ROLE}`));
    expect(rowsOf(roles)).toEqual([{ rolsuper: false, rolbypassrls: false }]);
    const current = await withTenant(t.db, companyA.id, (tx) => tx.execute(sql`select current_user as name`));
    expect(rowsOf(current)).toEqual([{ name: APP_ROLE }]);
  });

  it('shows only the tenant’s users, files and company when no filter is given', async () => {
    const seen = await withTenant(t.db, companyA.id, async (tx) => ({
      users: await tx.select().from(users),
      files: await tx.select().from(files),
      companies: await tx.select().from(companies),
    }));
    expect(seen.users).toHaveLength(2);
    expect(seen.users.every((user) => user.companyId === companyA.id)).toBe(true);
    expect(seen.files.map((file) => file.id)).toEqual([fileA.id]);
    expect(seen.companies.map((company) => company.id)).toEqual([companyA.id]);

    const seenByB = await withTenant(t.db, companyB.id, (tx) => tx.select().from(files));
    expect(seenByB.map((file) => file.id)).toEqual([fileB.id]);
  });

  it('finds another company’s row not even by its id', async () => {
    const found = await withTenant(t.db, companyA.id, (tx) => tx.select().from(files).where(eq(files.id, fileB.id)));
    expect(found).toEqual([]);
  });

  it('refuses to insert a row for another company', async () => {
    const message = await failure(
      withTenant(t.db, companyA.id, (tx) =>
        tx.insert(users).values({ companyId: companyB.id, email: `intruder-${randomUUID()}@example.test`, roles: ['PAH'] }),
      ),
    );
    expect(message).toMatch(/row-level security/);
    const fileMessage = await failure(
      withTenant(t.db, companyA.id, (tx) =>
        tx
          .insert(files)
          .values({ companyId: companyB.id, fileType: 'document', name: 'x', contentType: 'text/plain', size: 1, storageKey: `x-${randomUUID()}` }),
      ),
    );
    expect(fileMessage).toMatch(/row-level security/);
  });

  it('refuses to move a row to another company', async () => {
    const message = await failure(withTenant(t.db, companyA.id, (tx) => tx.update(files).set({ companyId: companyB.id }).where(eq(files.id, fileA.id))));
    expect(message).toMatch(/row-level security/);
  });

  it('cannot change or delete another company’s rows: they are invisible', async () => {
    const updated = await withTenant(t.db, companyA.id, (tx) => tx.update(users).set({ firstName: 'Hacked' }).where(eq(users.id, userB.id)).returning());
    expect(updated).toEqual([]);
    const deleted = await withTenant(t.db, companyA.id, (tx) => tx.delete(files).where(eq(files.id, fileB.id)).returning());
    expect(deleted).toEqual([]);
    const [stillThere] = await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, userB.id)));
    expect(stillThere?.firstName).toBe(userB.firstName);
    expect(await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, fileB.id)))).toHaveLength(1);
  });

  it('inserts rows of its own company', async () => {
    const [row] = await withTenant(t.db, companyA.id, (tx) =>
      tx
        .insert(users)
        .values({ companyId: companyA.id, email: `own-${randomUUID()}@example.test`, roles: ['NAH'] })
        .returning(),
    );
    expect(row?.companyId).toBe(companyA.id);
    await withSystem(t.db, (tx) => tx.delete(users).where(eq(users.id, row?.id ?? '')));
  });

  it('sees nothing for a company that does not exist', async () => {
    const seen = await withTenant(t.db, randomUUID(), async (tx) => [...(await tx.select().from(users)), ...(await tx.select().from(files))]);
    expect(seen).toEqual([]);
  });

  it('has no access at all to the sign-in and mail tables', async () => {
    for (const table of [refreshTokens, userTokens, mailOutbox]) {
      expect(await failure(withTenant(t.db, companyA.id, (tx) => tx.select().from(table)))).toMatch(/permission denied/);
    }
  });

  it('ends with its transaction: the next system transaction sees every company again', async () => {
    await withTenant(t.db, companyA.id, (tx) => tx.select().from(users));
    const all = await withSystem(t.db, (tx) => tx.select().from(companies));
    expect(all.map((company) => company.id)).toEqual(expect.arrayContaining([companyA.id, companyB.id]));
    const role = await withSystem(t.db, (tx) => tx.execute(sql`select current_user as name`));
    expect(rowsOf<{ name: string }>(role)[0]?.name).not.toBe(APP_ROLE);
  });

  it('survives a failed tenant transaction without leaking the role into the next one', async () => {
    await failure(
      withTenant(t.db, companyA.id, (tx) => tx.insert(users).values({ companyId: companyB.id, email: `x-${randomUUID()}@example.test`, roles: ['PAH'] })),
    );
    const all = await withSystem(t.db, (tx) => tx.select().from(users));
    expect(all.length).toBeGreaterThanOrEqual(4);
  });
});

describe('migrateDatabase', () => {
  it('can run again on a migrated database (every instance migrates on start)', async () => {
    await migrateDatabase(t.ownerDatabase, TEST_WALL);
    const [row] = await withSystem(t.db, (tx) => tx.select({ count: sql<number>`count(*)::int` }).from(users));
    expect(row?.count).toBeGreaterThanOrEqual(4);
  });

  it('lets several instances start at once on a new database: the advisory lock makes them take turns', async () => {
    const fresh = await openTestDatabase(undefined, { migrate: false });
    try {
      // Without the lock, the second CREATE TABLE of the same migration fails on PostgreSQL.
      await Promise.all([1, 2, 3].map(() => migrateDatabase(fresh.database, TEST_WALL)));
      keepWallKey(fresh.database.db, TEST_WALL.wallKey);
      const [row] = await withSystem(fresh.database.db, (tx) => tx.select({ count: sql<number>`count(*)::int` }).from(users));
      expect(row?.count).toBe(0);
    } finally {
      await fresh.drop();
    }
    // Every migration from an empty database, three times over on the embedded one: slow on a busy machine.
  }, 60_000);
});
