import type { z } from 'zod';
import { IMPORT_MESSAGES } from '@hivis/contracts';
import type { TImportColumn, TImportProblem, TImportRowResult } from '@hivis/contracts';
import type { CsvRecord } from './csv-table.js';

/*
 * The rules every kind shares: each row goes through the same contract schema as the form, and
 * its issues become problems at a row and column; repeated records inside the file are found.
 */

/** One row after the checks: its problems, and the contract's values when it has none so far. */
export type CheckedRow<V> = { row: number; label: string; cells: Record<string, string>; problems: TImportProblem[]; values: V | null };

export type RowRules<V> = {
  columns: readonly TImportColumn[];
  example: readonly string[];
  /** The contract's input built from the row's cells. */
  toInput: (cells: Record<string, string>) => unknown;
  schema: z.ZodType<V>;
  /** The column (key) a schema issue belongs to, from its path. */
  columnOfPath: (path: readonly PropertyKey[]) => string | null;
  label: (cells: Record<string, string>) => string;
};

const headerOf = (columns: readonly TImportColumn[], key: string | null) => (key ? (columns.find((column) => column.key === key)?.header ?? null) : null);

/** Lets the server answer other requests between chunks of a large file. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function isExampleRow(cells: Record<string, string>, rules: RowRules<unknown>): boolean {
  return rules.columns.every((column, index) => (cells[column.key] ?? '') === (rules.example[index] ?? ''));
}

/** Applies the contract schema to every record: problems keyed to the template's headers. */
export async function checkRecords<V>(records: CsvRecord[], rules: RowRules<V>): Promise<CheckedRow<V>[]> {
  const checked: CheckedRow<V>[] = [];
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % 500 === 0) await yieldToEventLoop();
    const label = rules.label(record.cells) || `Row ${record.row}`;
    if (isExampleRow(record.cells, rules as RowRules<unknown>)) {
      checked.push({ row: record.row, label, cells: record.cells, problems: [{ column: null, message: IMPORT_MESSAGES.exampleRow }], values: null });
      continue;
    }
    const result = rules.schema.safeParse(rules.toInput(record.cells));
    if (result.success) {
      checked.push({ row: record.row, label, cells: record.cells, problems: [], values: result.data });
      continue;
    }
    const problems: TImportProblem[] = [];
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const column = headerOf(rules.columns, rules.columnOfPath(issue.path));
      // One message per column: the first is the one the form shows too.
      if (seen.has(column ?? '')) continue;
      seen.add(column ?? '');
      problems.push({ column, message: issue.message });
    }
    checked.push({ row: record.row, label, cells: record.cells, problems, values: null });
  }
  return checked;
}

/**
 * Marks the second and later rows with the same key (case-insensitive) as repeats of the first.
 * Rows that already have problems take part too: a repeat is worth knowing either way.
 */
export function markRepeats<V>(rows: CheckedRow<V>[], keyOf: (row: CheckedRow<V>) => string | null | undefined, column: string | null, what: string): void {
  const firstRow = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row)?.trim().toLowerCase();
    if (!key) continue;
    const first = firstRow.get(key);
    if (first === undefined) firstRow.set(key, row.row);
    else addProblem(row, column, `Same ${what} as row ${first}. Each record can be imported once.`);
  }
}

export function addProblem<V>(row: CheckedRow<V>, column: string | null, message: string): void {
  row.problems.push({ column, message });
  row.values = null;
}

export function presentRow<V>(row: CheckedRow<V>): TImportRowResult {
  return { row: row.row, label: row.label, ok: row.problems.length === 0, problems: row.problems };
}

/** Blank cells are left out, so the contract's "optional" rules apply as on the form. */
export const cell = (cells: Record<string, string>, key: string): string | undefined => (cells[key] ? cells[key] : undefined);
