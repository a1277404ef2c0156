import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, ZClientInput } from '@hivis/contracts';
import type { TClientValues } from '@hivis/contracts';
import { clients } from '../../../db/schema/index.js';
import type { ImportKindHandler } from '../kind.js';
import { goodValues, saveInBatches } from '../kind.js';
import { clientsNamed } from '../data-import.queries.js';
import { addProblem, cell, checkRecords, markRepeats } from '../row-checks.js';
import type { RowRules } from '../row-checks.js';
import { addressColumn, addressOf } from './address-cells.js';

const columns = IMPORT_COLUMNS.clients;

function rules(countryName: string): RowRules<TClientValues> {
  return {
    columns,
    example: IMPORT_EXAMPLE_ROWS.clients,
    schema: ZClientInput,
    toInput: (cells) => ({
      kind: cell(cells, 'type')?.toLowerCase(),
      name: cells.name ?? '',
      abn: cell(cells, 'abn'),
      email: cell(cells, 'email'),
      phone: cell(cells, 'phone'),
      address: addressOf(cells, countryName),
      notes: cell(cells, 'notes'),
    }),
    columnOfPath: ([first, second]) => (first === 'address' ? addressColumn(second) : first === 'kind' ? 'type' : typeof first === 'string' ? first : null),
    label: (cells) => cells.name ?? '',
  };
}

/**
 * Clients: the client form's rules; a name used twice in the file, or by a client the company
 * already has (archived included, so it is restored rather than doubled), is a problem.
 */
export const clientsImport: ImportKindHandler = {
  kind: 'clients',
  prepare: async (_ctx, tx, scope, records) => {
    const rows = await checkRecords(records, rules(scope.countryName));
    markRepeats(rows, (row) => row.cells.name, 'Name', 'client name');
    const names = [...new Set(rows.map((row) => (row.cells.name ?? '').toLowerCase()).filter(Boolean))];
    const existing = new Map((await clientsNamed(tx, scope.companyId, names)).map((client) => [client.name.toLowerCase(), client]));
    for (const row of rows) {
      const found = existing.get((row.cells.name ?? '').toLowerCase());
      if (found) addProblem(row, 'Name', `A client named ${found.name} already exists${found.archived ? ' (archived: restore it instead)' : ''}.`);
    }
    return {
      rows,
      save: (onSaved) =>
        saveInBatches(
          goodValues(rows),
          200,
          async (batch) => {
            await tx.insert(clients).values(batch.map((values) => ({ companyId: scope.companyId, ...values })));
          },
          onSaved,
        ),
    };
  },
};
