import { v4 } from 'uuid';
import { WORKSITE_CONTACTS_MAX, ZWorksiteInputSchema } from '@hivis/contracts';
import type { TAddress, TWorksite, TWorksiteInput } from '@hivis/contracts';

/** One row of the site contacts group; key keeps React rows stable while rows come and go. */
export type TContactRow = { key: string; name: string; phone: string; role: string };

export type TWorksiteFormValues = {
  name: string;
  address: TAddress;
  siteContacts: TContactRow[];
  notes: string;
};

// Random, not counted: rows restored from a draft kept in an earlier visit must not clash with new ones.
export const newContactRow = (): TContactRow => ({ key: `contact-${v4()}`, name: '', phone: '', role: '' });

export const canAddContact = (values: Pick<TWorksiteFormValues, 'siteContacts'>) => values.siteContacts.length < WORKSITE_CONTACTS_MAX;

/** A new site starts in the company's country; an existing one with what it has. */
export function initialWorksiteValues(worksite: TWorksite | null, country = 'Australia'): TWorksiteFormValues {
  if (!worksite) return { name: '', address: { country }, siteContacts: [], notes: '' };
  return {
    name: worksite.name,
    address: worksite.address ?? { country },
    siteContacts: worksite.siteContacts.map((contact) => ({ ...newContactRow(), name: contact.name, phone: contact.phone ?? '', role: contact.role ?? '' })),
    notes: worksite.notes ?? '',
  };
}

export function toWorksitePayload(values: TWorksiteFormValues): TWorksiteInput {
  return {
    name: values.name,
    address: values.address,
    siteContacts: values.siteContacts.map(({ name, phone, role }) => ({ name, phone, role })),
    notes: values.notes,
  };
}

/** The server's field names this form shows on a field; contact rows are numbered as sent. */
export function worksiteFormFields(values: TWorksiteFormValues): string[] {
  const contactFields = values.siteContacts.flatMap((_, index) => ['name', 'phone', 'role'].map((part) => `siteContacts.${index}.${part}`));
  return ['name', 'notes', 'siteContacts', 'address.country', 'address.state', 'address.suburb', 'address.postCode', 'address.streetName', ...contactFields];
}

/** The same rules the server applies, checked before sending; the first message per field. */
export function validateWorksiteValues(values: TWorksiteFormValues): Record<string, string> {
  const result = ZWorksiteInputSchema.safeParse(toWorksitePayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
