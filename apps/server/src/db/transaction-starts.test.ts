import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../../test/test-app.js';
import { openTestDatabase, testDatabaseKind } from '../../test/test-app.js';
import type { Db } from './client.js';

/*
 * The drivers' shortcuts for the statements that open every tenant transaction: on a PostgreSQL
 * server BEGIN travels with the next statement without parameters (deferred-begin.ts); on the
 * embedded database such a statement is sent as a simple query (simple-statements.ts). Either way
 * a transaction must stay a transaction, and an answer the same answer.
 */

let database: TestDatabase;
let db: Db;
const kind = testDatabaseKind();

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.database.db;
  await db.execute(sql`create table transaction_probe (n int not null)`);
});
afterAll(() => database?.drop());

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function probeCount(): Promise<number> {
  return rowsOf<{ count: number }>(await db.execute(sql`select count(*)::int as count from transaction_probe`))[0]?.count ?? -1;
}

describe(`opening a transaction (${kind})`, () => {
  it('keeps a setting of its first statement for the rest of the transaction, and not after it', async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.probe', 'inside', true)`);
      return rowsOf<{ probe: string }>(await tx.execute(sql`select current_setting('app.probe', true) as probe`))[0]?.probe;
    });
    expect(inside).toBe('inside');
    const after = await db.transaction(async (tx) =>
      rowsOf<{ probe: string | null }>(await tx.execute(sql`select nullif(current_setting('app.probe', true), '') as probe`)),
    );
    expect(after[0]?.probe ?? null).toBeNull();
  });

  it('rolls back everything, the first statement included, when a later one fails', async () => {
    const before = await probeCount();
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into transaction_probe (n) select 1`);
        await tx.execute(sql`insert into transaction_probe (n) values (${2})`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await probeCount()).toBe(before);
  });

  it('commits a transaction whose first statement has parameters, and one with no statement at all', async () => {
    const before = await probeCount();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into transaction_probe (n) values (${3})`);
    });
    await db.transaction(async () => undefined);
    expect(await probeCount()).toBe(before + 1);
  });

  it('answers a statement without parameters exactly as one with them', async () => {
    const at = '2026-11-26 09:30:00+10';
    const written = sql`select ${sql.raw(`'${at}'`)}::timestamptz as at, '2026-11-26'::date as day, '{"a":1}'::jsonb as doc, array['x','y'] as list, 7::bigint as big`;
    const sent = sql`select ${at}::timestamptz as at, ${'2026-11-26'}::date as day, ${'{"a":1}'}::jsonb as doc, string_to_array(${'x,y'}, ',') as list, ${7}::bigint as big`;
    const plain = rowsOf(await db.execute(written));
    const withParameters = rowsOf(await db.execute(sent));
    expect(plain).toEqual(withParameters);
    const inTransaction = await db.transaction(async (tx) => rowsOf(await tx.execute(written)));
    expect(inTransaction).toEqual(withParameters);
  });
});

describe.skipIf(kind !== 'pg')('round trips on a PostgreSQL server', () => {
  /** How many times the server said it was ready for the next message while fn ran on one connection. */
  async function roundTrips(fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<unknown>): Promise<number> {
    const pool = (db as unknown as { $client: pg.Pool }).$client;
    let count = 0;
    const listen = (client: pg.PoolClient) => {
      const connection = (
        client as unknown as { connection: { on: (event: string, listener: () => void) => void; off: (event: string, listener: () => void) => void } }
      ).connection;
      const counter = () => (count += 1);
      connection.on('readyForQuery', counter);
      pool.once('release', () => connection.off('readyForQuery', counter));
    };
    pool.once('acquire', listen);
    await db.transaction(fn);
    return count;
  }

  it('sends BEGIN with a first statement that has no parameters', async () => {
    const trips = await roundTrips(async (tx) => {
      await tx.execute(sql`select set_config('app.probe', 'x', true)`);
      await tx.execute(sql`select ${1}::int`);
    });
    // BEGIN with the setting, the query, COMMIT: one fewer than BEGIN on its own.
    expect(trips).toBe(3);
  });

  it('sends BEGIN on its own before a first statement with parameters', async () => {
    const trips = await roundTrips(async (tx) => {
      await tx.execute(sql`select ${1}::int`);
    });
    // BEGIN, the query, COMMIT.
    expect(trips).toBe(3);
  });

  it('sends nothing for a transaction that made no statement', async () => {
    expect(await roundTrips(async () => undefined)).toBe(0);
  });
});
