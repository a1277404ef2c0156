import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, ZContactInputSchema } from '@hivis/contracts';
import type { TContactValues } from '@hivis/contracts';
import { contacts } from '../../../db/schema/index.js';
import type { ImportKindHandler } from '../kind.js';
import { saveGoodRows } from '../kind.js';
import { clientsNamed, contactsLike } from '../data-import.queries.js';
import type { NamedRecord } from '../data-import.queries.js';
import { addProblem, cell, checkRecords, markRepeats } from '../row-checks.js';
import type { CheckedRow, RowRules } from '../row-checks.js';

const columns = IMPORT_COLUMNS.contacts;

const rules: RowRules<TContactValues> = {
  columns,
  example: IMPORT_EXAMPLE_ROWS.contacts,
  schema: ZContactInputSchema,
  // The client is named, not chosen: it is looked up below and set on the values.
  toInput: (cells) => ({
    firstName: cells.firstName ?? '',
    lastName: cell(cells, 'lastName'),
    position: cell(cells, 'position'),
    email: cell(cells, 'email'),
    phone: cell(cells, 'phone'),
    notes: cell(cells, 'notes'),
  }),
  columnOfPath: ([first]) => (typeof first === 'string' ? first : null),
  label: (cells) => [cells.firstName, cells.lastName].filter(Boolean).join(' '),
};

const lower = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();
const nameKey = (first: string, last: string, clientId: string | null) => `${lower(first)}|${lower(last)}|${clientId ?? ''}`;

/** The client a row names: one current client of that name, or a problem saying why not. */
function resolveClient(row: CheckedRow<TContactValues>, byName: Map<string, NamedRecord[]>): string | null {
  const named = row.cells.client;
  if (!named) return null;
  const current = (byName.get(lower(named)) ?? []).filter((client) => !client.archived);
  if (current.length === 1 && current[0]) return current[0].id;
  const archived = (byName.get(lower(named)) ?? []).length > 0;
  addProblem(
    row,
    'Client',
    current.length > 1
      ? `Two or more clients are named ${named}. Rename one on Clients & Contacts, then import again.`
      : archived
        ? `The client ${named} is archived. Restore it first, or leave Client blank.`
        : `There is no client named ${named}. Import or add the client first, or leave Client blank.`,
  );
  return null;
}

/**
 * Contacts: the contact form's rules. A contact names its client by name, which must be a
 * current client already on HiVis (import clients first): a contact is never attached to a
 * client that only a typo created. The same email, or the same name at the same client, in the
 * file or among the company's contacts, is a repeat.
 */
export const contactsImport: ImportKindHandler = {
  kind: 'contacts',
  prepare: async (_ctx, tx, scope, records) => {
    const rows = await checkRecords(records, rules);
    const clientNames = [...new Set(rows.map((row) => lower(row.cells.client)).filter(Boolean))];
    const byName = new Map<string, NamedRecord[]>();
    for (const client of await clientsNamed(tx, scope.companyId, clientNames)) {
      byName.set(lower(client.name), [...(byName.get(lower(client.name)) ?? []), client]);
    }
    const clientIds = new Map(rows.map((row) => [row, resolveClient(row, byName)]));
    markRepeats(rows, (row) => row.cells.email, 'Email', 'email');
    markRepeats(
      rows,
      (row) => (row.cells.email ? null : nameKey(row.cells.firstName ?? '', row.cells.lastName ?? '', clientIds.get(row) ?? null)),
      'First name',
      'name and client',
    );

    const existing = await contactsLike(
      tx,
      scope.companyId,
      [...new Set(rows.map((row) => lower(row.cells.lastName)))],
      [...new Set(rows.map((row) => lower(row.cells.email)).filter(Boolean))],
    );
    const emails = new Set(existing.map((contact) => lower(contact.email)).filter(Boolean));
    const names = new Set(existing.map((contact) => nameKey(contact.firstName, contact.lastName, contact.clientId)));
    for (const row of rows) {
      if (row.cells.email && emails.has(lower(row.cells.email))) addProblem(row, 'Email', 'A contact with this email already exists.');
      else if (!row.cells.email && names.has(nameKey(row.cells.firstName ?? '', row.cells.lastName ?? '', clientIds.get(row) ?? null))) {
        addProblem(row, 'First name', 'A contact with this name already exists at this client.');
      }
      if (row.values) row.values = { ...row.values, clientId: clientIds.get(row) ?? null };
    }
    return {
      rows,
      save: saveGoodRows(rows, 200, async (batch) => {
        await tx.insert(contacts).values(batch.map((values) => ({ companyId: scope.companyId, ...values })));
      }),
    };
  },
};
