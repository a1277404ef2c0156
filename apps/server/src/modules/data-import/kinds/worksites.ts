import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, ZWorksiteInputSchema } from '@hivis/contracts';
import type { TWorksiteValues } from '@hivis/contracts';
import { worksites } from '../../../db/schema/index.js';
import type { ImportKindHandler } from '../kind.js';
import { saveGoodRows } from '../kind.js';
import { worksitesNamed } from '../data-import.queries.js';
import { cell, checkRecords } from '../row-checks.js';
import type { RowRules } from '../row-checks.js';
import { addressColumn, addressOf } from './address-cells.js';
import { markTakenNames } from './taken-names.js';

const SITE_CONTACT_COLUMNS: Record<string, string> = { name: 'siteContactName', phone: 'siteContactPhone', role: 'siteContactRole' };

function rules(countryName: string): RowRules<TWorksiteValues> {
  return {
    columns: IMPORT_COLUMNS.worksites,
    example: IMPORT_EXAMPLE_ROWS.worksites,
    schema: ZWorksiteInputSchema,
    toInput: (cells) => {
      const contact = { name: cells.siteContactName ?? '', phone: cell(cells, 'siteContactPhone'), role: cell(cells, 'siteContactRole') };
      const hasContact = Boolean(contact.name || contact.phone || contact.role);
      return {
        name: cells.name ?? '',
        address: addressOf(cells, countryName),
        siteContacts: hasContact ? [contact] : [],
        notes: cell(cells, 'notes'),
      };
    },
    columnOfPath: ([first, second, third]) => {
      if (first === 'address') return addressColumn(second);
      if (first === 'siteContacts') return typeof third === 'string' ? (SITE_CONTACT_COLUMNS[third] ?? null) : null;
      return typeof first === 'string' ? first : null;
    },
    label: (cells) => cells.name ?? '',
  };
}

/**
 * Worksites: the worksite form's rules (a name, and at least a suburb or a street). The address
 * is typed, so the site has no map point until someone picks it on the form. A name used twice
 * in the file or by one of the company's sites is a problem.
 */
export const worksitesImport: ImportKindHandler = {
  kind: 'worksites',
  prepare: async (_ctx, tx, scope, records) => {
    const rows = await checkRecords(records, rules(scope.countryName));
    await markTakenNames(rows, 'worksite', (names) => worksitesNamed(tx, scope.companyId, names));
    return {
      rows,
      save: saveGoodRows(rows, 200, async (batch) => {
        await tx.insert(worksites).values(
          batch.map((values) => ({
            companyId: scope.companyId,
            name: values.name,
            address: values.address,
            latitude: null,
            longitude: null,
            siteContacts: values.siteContacts,
            notes: values.notes,
          })),
        );
      }),
    };
  },
};
