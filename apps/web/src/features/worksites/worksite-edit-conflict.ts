import { EDIT_CONFLICT, ZWorksiteSchema, formatAddress } from '@hivis/contracts';
import type { TWorksite } from '@hivis/contracts';
import { ApiError } from '../../api/api-error';
import { conflictRows } from '../../ui/forms/EditConflictDialog';
import type { TConflictRow } from '../../ui/forms/EditConflictDialog';
import { initialWorksiteValues } from './worksite-form-values';
import type { TWorksiteFormValues } from './worksite-form-values';

/** The site as someone else saved it, when a save was refused for being based on an older version; else null. */
export function editConflictOf(error: unknown): TWorksite | null {
  if (!(error instanceof ApiError) || error.code !== EDIT_CONFLICT) return null;
  const current = ZWorksiteSchema.safeParse(error.current);
  return current.success ? current.data : null;
}

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
