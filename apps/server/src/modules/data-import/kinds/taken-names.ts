import type { NamedRecord } from '../data-import.queries.js';
import { addProblem, markRepeats } from '../row-checks.js';
import type { CheckedRow } from '../row-checks.js';

/**
 * A name used twice in the file, or by one of the company's records (archived included, so it is
 * restored rather than doubled), is a problem in the Name column. One look-up for the whole file.
 */
export async function markTakenNames<V>(rows: CheckedRow<V>[], noun: string, named: (lowerNames: string[]) => Promise<NamedRecord[]>): Promise<void> {
  markRepeats(rows, (row) => row.cells.name, 'Name', `${noun} name`);
  const names = [...new Set(rows.map((row) => (row.cells.name ?? '').toLowerCase()).filter(Boolean))];
  const existing = new Map((await named(names)).map((record) => [record.name.toLowerCase(), record]));
  for (const row of rows) {
    const found = existing.get((row.cells.name ?? '').toLowerCase());
    if (found) addProblem(row, 'Name', `A ${noun} named ${found.name} already exists${found.archived ? ' (archived: restore it instead)' : ''}.`);
  }
}
