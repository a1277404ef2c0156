import type { PGlite, Results, Transaction } from '@electric-sql/pglite';

/*
 * On the embedded database, a statement sent with the extended protocol (what a query with
 * parameters needs) costs PGlite five calls into WebAssembly (parse, describe, bind, describe,
 * execute) and about 90 µs more than the same statement sent as a simple query, which is one call.
 * The ORM sends every statement the extended way, parameters or not. The statements every tenant
 * request opens with carry none (their ids and proofs written in: db/inline-token.ts), so this
 * sends statements without parameters as simple queries, on the database and in its transactions.
 * The answer is read with the same options (row mode, type parsers), so it is the same answer.
 */

type QueryOptions = Parameters<PGlite['query']>[2];
type Querying = Pick<Transaction, 'query' | 'exec'>;

function simpleWhenUnparameterised<T extends Querying>(target: T): void {
  const extended = target.query.bind(target);
  const simple = target.exec.bind(target);
  target.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (params && params.length > 0) return extended(text, params, options);
    const results: Results[] = await simple(text, options);
    return results[results.length - 1];
  }) as T['query'];
}

/** The embedded database, sending statements without parameters as simple queries. */
export function sendUnparameterisedSimply(client: PGlite): void {
  simpleWhenUnparameterised(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      simpleWhenUnparameterised(tx);
      return callback(tx);
    })) as PGlite['transaction'];
}
