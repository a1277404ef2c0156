import { formatAddress } from '@hivis/contracts';
import type { TWorksite } from '@hivis/contracts';
import { conflictRows } from '../../ui/forms/EditConflictDialog';
import type { TConflictRow } from '../../ui/forms/EditConflictDialog';
import { initialWorksiteValues } from './worksite-form-values';
import type { TWorksiteFormValues } from './worksite-form-values';

/** What differs between the typed site and the one saved meanwhile, field by field, in words. */
export function worksiteConflictRows(mine: TWorksiteFormValues, theirs: TWorksite): TConflictRow[] {
  return conflictRows(mine, initialWorksiteValues(theirs), {
    name: { label: 'Worksite name', words: (name) => name.trim() },
    address: { label: 'Address', words: (address) => formatAddress(address) },
    siteContacts: {
      label: 'Site contacts',
      words: (contacts) =>
        contacts
          .filter((contact) => contact.name.trim())
          .map((contact) => [contact.name, contact.role, contact.phone].filter(Boolean).join(', '))
          .join('; '),
    },
    notes: { label: 'Notes for the crew', words: (notes) => notes.trim() },
  });
}
