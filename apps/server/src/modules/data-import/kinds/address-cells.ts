import type { TAddress } from '@hivis/contracts';
import { cell } from '../row-checks.js';

/** The address columns as the contract's address; the typed street is kept as streetName, as the forms do. */
export function addressOf(cells: Record<string, string>, countryName: string): TAddress {
  return {
    streetName: cell(cells, 'street'),
    suburb: cell(cells, 'suburb'),
    state: cell(cells, 'state'),
    postCode: cell(cells, 'postCode'),
    country: cell(cells, 'country') ?? countryName,
  };
}

const ADDRESS_COLUMNS: Record<string, string> = {
  streetName: 'street',
  streetNumber: 'street',
  suburb: 'suburb',
  state: 'state',
  postCode: 'postCode',
  country: 'country',
};

/** The column of an issue inside an address (['address', 'suburb'] → 'suburb'). */
export function addressColumn(part: PropertyKey | undefined): string | null {
  return typeof part === 'string' ? (ADDRESS_COLUMNS[part] ?? null) : null;
}
