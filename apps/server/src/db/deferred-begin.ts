import type pg from 'pg';

/*
 * One round trip fewer for every transaction on a PostgreSQL server.
 *
 * The ORM opens a transaction by sending BEGIN alone and waiting for its answer, then sends the
 * first statement. Every tenant transaction's first statement enters the tenant (sets the role,
 * the company and its proof): so each company request paid two round trips before its own query.
 * Here a pooled connection holds its BEGIN back and sends it in front of the next statement, as
 * one simple-protocol message ("begin; <statement>"), when that statement carries no parameters;
 * the tenancy statements are written so (platform/tenancy/tenant.queries.ts). A statement with
 * parameters cannot share a message with another, so BEGIN then goes ahead of it on its own, as
 * before. A transaction that ends before any statement never sent its BEGIN, so its COMMIT or
 * ROLLBACK is not sent either.
 *
 * This works below the ORM, on the driver's connection, so every transaction (the ORM's own
 * helper, savepoints, errors and rollbacks) keeps its usual code; docs/decisions.md says why.
 */

type QueryConfig = { text: string; name?: string; values?: unknown[] } & Record<string, unknown>;
type Query = (config: QueryConfig | string, values?: unknown[]) => Promise<pg.QueryResult>;
type AnyQuery = (...args: unknown[]) => unknown;

const waitingBegin = new WeakMap<pg.PoolClient, string>();
const wrapped = new WeakSet<pg.PoolClient>();

/** An empty answer, for the BEGIN held back and the COMMIT or ROLLBACK that needs no sending. */
function noRows(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, fields: [], rows: [] };
}

const TRANSACTION_START = /^begin\b/i;
const TRANSACTION_END = /^(commit|rollback)$/i;

function textOf(config: QueryConfig | string): string {
  return typeof config === 'string' ? config : config?.text;
}

function hasValues(config: QueryConfig | string, values: unknown[] | undefined): boolean {
  const inConfig = typeof config === 'string' ? undefined : config.values;
  return (values?.length ?? 0) > 0 || (inConfig?.length ?? 0) > 0;
}

function wrapClient(client: pg.PoolClient): void {
  if (wrapped.has(client)) return;
  wrapped.add(client);
  const original = client.query.bind(client) as AnyQuery;
  const send = original as Query;
  const deferring: Query = async (config, values) => {
    const text = textOf(config).trim();
    const begin = waitingBegin.get(client);
    if (begin === undefined) {
      if (TRANSACTION_START.test(text) && !hasValues(config, values)) {
        waitingBegin.set(client, text);
        return noRows('BEGIN');
      }
      return send(config, values);
    }
    waitingBegin.delete(client);
    if (TRANSACTION_END.test(text)) return noRows(text.toUpperCase());
    const named = typeof config !== 'string' && Boolean(config.name);
    if (hasValues(config, values) || named || TRANSACTION_START.test(text)) {
      await send(begin);
      return send(config, values);
    }
    const together = typeof config === 'string' ? `${begin}; ${config}` : { ...config, text: `${begin}; ${config.text}` };
    // Two statements answer with two results; the caller asked for the second.
    const results = (await send(together, values)) as pg.QueryResult | pg.QueryResult[];
    return Array.isArray(results) ? (results[results.length - 1] as pg.QueryResult) : results;
  };
  // The pool's own query() passes a callback, and streams pass an object that submits itself:
  // neither is ever part of a transaction, so they go straight through.
  const query: AnyQuery = (...args) => {
    const [config, values] = args;
    const submits = typeof config === 'object' && config !== null && typeof (config as { submit?: unknown }).submit === 'function';
    const plain = args.length <= 2 && typeof values !== 'function' && !submits && typeof textOf(config as QueryConfig) === 'string';
    return plain ? deferring(config as QueryConfig, values as unknown[] | undefined) : original(...args);
  };
  (client as unknown as { query: AnyQuery }).query = query;
}

/** Makes every connection the pool hands out hold its BEGIN for the next statement. */
export function deferTransactionStarts(pool: pg.Pool): void {
  pool.on('acquire', wrapClient);
  // A connection given back mid-way (its transaction ended with nothing sent) starts clean.
  pool.on('release', (_error: Error | undefined, client: pg.PoolClient) => waitingBegin.delete(client));
}
