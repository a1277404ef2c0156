import type { TImportKind } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { CsvRecord } from './csv-table.js';
import type { CheckedRow } from './row-checks.js';
import { yieldToEventLoop } from './row-checks.js';

/** Who imports into which company, read once at the start of the transaction. */
export type ImportScope = {
  companyId: string;
  userId: string;
  companyName: string;
  /** The company's country name, for addresses that leave it blank. */
  countryName: string;
  /** "Olivia Owner of Demo Constructions", for invitation mail. */
  inviter: string;
};

/** Called after each saved batch with the rows saved so far. */
export type OnSaved = (done: number) => Promise<void>;

/** A checked file: every row's result, and a save of the good rows in the same transaction. */
export type PreparedImport = {
  rows: CheckedRow<unknown>[];
  save: (onSaved: OnSaved) => Promise<number>;
};

export type ImportKindHandler = {
  kind: TImportKind;
  /** Checks every record against the contract, the file itself and the company's records. */
  prepare: (ctx: AppContext, tx: Tx, scope: ImportScope, records: CsvRecord[]) => Promise<PreparedImport>;
};

/** The good rows' values in file order. */
export function goodValues<V>(rows: CheckedRow<V>[]): V[] {
  return rows.flatMap((row) => (row.problems.length === 0 && row.values !== null ? [row.values] : []));
}

/**
 * Inserts in batches (one multi-row INSERT each), reporting after every batch. Batches keep each
 * statement small and give the server room between them for other requests.
 */
export async function saveInBatches<V>(values: V[], size: number, insert: (batch: V[]) => Promise<void>, onSaved: OnSaved): Promise<number> {
  let done = 0;
  for (let start = 0; start < values.length; start += size) {
    const batch = values.slice(start, start + size);
    await insert(batch);
    done += batch.length;
    await onSaved(done);
    await yieldToEventLoop();
  }
  return done;
}

/** The save of a prepared file: its good rows, inserted in batches of this size. */
export function saveGoodRows<V>(rows: CheckedRow<V>[], size: number, insert: (batch: V[]) => Promise<void>): PreparedImport['save'] {
  return (onSaved) => saveInBatches(goodValues(rows), size, insert, onSaved);
}
