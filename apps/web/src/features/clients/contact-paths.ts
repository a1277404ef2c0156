/*
 * Screens of Clients & Contacts. Spec 2.2 names /staff/contacts, /add and /{contactId}; a client's
 * own page is ours, under /client/ so it never reads as a contact id.
 */
export const CONTACTS_HOME = '/staff/contacts';
export const clientPath = (clientId: string) => `${CONTACTS_HOME}/client/${clientId}`;
export const contactPath = (contactId: string) => `${CONTACTS_HOME}/${contactId}`;

export type TAddKind = 'client' | 'contact';
/** /staff/contacts/add?type=client|contact, optionally with the client a new contact works for. */
export function addPath(kind: TAddKind, clientId?: string): string {
  const params = new URLSearchParams({ type: kind });
  if (clientId) params.set('clientId', clientId);
  return `${CONTACTS_HOME}/add?${params.toString()}`;
}
