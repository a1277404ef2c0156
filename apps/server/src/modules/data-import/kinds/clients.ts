import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, ZClientInputSchema } from '@hivis/contracts';
import type { TClientValues } from '@hivis/contracts';
import { clients } from '../../../db/schema/index.js';
import type { ImportKindHandler } from '../kind.js';
import { saveGoodRows } from '../kind.js';
import { clientsNamed } from '../data-import.queries.js';
import { cell, checkRecords } from '../row-checks.js';
import type { RowRules } from '../row-checks.js';
import { addressColumn, addressOf } from './address-cells.js';
import { markTakenNames } from './taken-names.js';

const columns = IMPORT_COLUMNS.clients;

function rules(countryName: string): RowRules<TClientValues> {
  return {
    columns,
    example: IMPORT_EXAMPLE_ROWS.clients,
    schema: ZClientInputSchema,
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
    await markTakenNames(rows, 'client', (names) => clientsNamed(tx, scope.companyId, names));
    return {
      rows,
      save: saveGoodRows(rows, 200, async (batch) => {
        await tx.insert(clients).values(batch.map((values) => ({ companyId: scope.companyId, ...values })));
      }),
    };
  },
};
