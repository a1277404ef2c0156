import { Anchor, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { contactName } from '@hivis/contracts';
import { useState } from 'react';
import { AddClientModal, AddContactModal } from '../clients/AddClientModal';
import { useClients, useContacts } from '../clients/clients-api';
import { SEARCH_DEBOUNCE_MS } from '../../ui/ListControls';
import type { TProjectFormValues } from './project-form-values';

/** Short lists to pick from: typing narrows the clients on the server. */
const PICK_LIST_SIZE = 20;
const CONTACT_LIST_SIZE = 100;

const addLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44, alignSelf: 'flex-start' } as const;

/**
 * The client the work is for and the person to talk to there (contacts of that client only). A new
 * client or contact is added in a dialog, without leaving the form, and is chosen once saved; what
 * was typed in the form stays.
 */
export function ProjectClientFields({ form }: { form: UseFormReturnType<TProjectFormValues> }) {
  const client = form.values.client;
  const [search, setSearch] = useState(client?.name ?? '');
  const [adding, setAdding] = useState<'client' | 'contact' | null>(null);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // While the box shows the chosen client's name, list everyone rather than only that client.
  const term = client && debounced === client.name ? '' : debounced;
  const clients = useClients({ page: 1, take: PICK_LIST_SIZE, search: term || undefined });
  const options = (clients.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
  if (client && !options.some((option) => option.value === client.id)) options.unshift({ value: client.id, label: client.name });
  const noClientsAtAll = clients.isSuccess && !term && clients.data.total === 0;

  const contacts = useContacts({ page: 1, take: CONTACT_LIST_SIZE, clientId: client?.id });
  const contactOptions = client
    ? (contacts.data?.items ?? []).map((item) => ({ value: item.id, label: contactName(item) + (item.position ? ` (${item.position})` : '') }))
    : [];
  const chosenContact = form.values.clientContactId;
  if (chosenContact && !contactOptions.some((option) => option.value === chosenContact)) {
    contactOptions.unshift({ value: chosenContact, label: 'The contact chosen before' });
  }

  return (
    <Stack gap="md">
      <Select
        label="Client"
        size="md"
        description="Who the work is for."
        placeholder="Type to search clients"
        searchable
        clearable
        data={options}
        value={client?.id ?? null}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No client by that name.'}
        onChange={(id, option) => {
          form.setFieldValue('client', id && option ? { id, name: option.label } : null);
          // A contact works for one client: a new client starts without one.
          if (id !== client?.id) form.setFieldValue('clientContactId', null);
        }}
        error={form.errors.clientId ?? form.errors.client}
      />
      {noClientsAtAll && <Text size="sm">You have no clients yet.</Text>}
      <Anchor component="button" type="button" onClick={() => setAdding('client')} style={addLinkStyle}>
        <IconPlus size={18} aria-hidden />
        Add a client
      </Anchor>
      <AddClientModal
        opened={adding === 'client'}
        onClose={() => setAdding(null)}
        onAdded={(added) => {
          setAdding(null);
          form.setFieldValue('client', { id: added.id, name: added.name });
          if (added.id !== client?.id) form.setFieldValue('clientContactId', null);
          setSearch(added.name);
        }}
      />

      <Select
        label="Client contact"
        size="md"
        description={client ? `The person to talk to at ${client.name}.` : 'Choose the client first.'}
        placeholder={client ? 'Choose a contact' : undefined}
        disabled={!client}
        clearable
        data={contactOptions}
        value={chosenContact}
        onChange={(id) => form.setFieldValue('clientContactId', id)}
        nothingFoundMessage="No contacts at this client."
        error={form.errors.clientContactId}
      />
      {client && contacts.isSuccess && contacts.data.total === 0 && <Text size="sm">{client.name} has no contacts yet.</Text>}
      {client && (
        <>
          <Anchor component="button" type="button" onClick={() => setAdding('contact')} style={addLinkStyle}>
            <IconPlus size={18} aria-hidden />
            Add a contact at {client.name}
          </Anchor>
          <AddContactModal
            client={client}
            opened={adding === 'contact'}
            onClose={() => setAdding(null)}
            onAdded={(added) => {
              setAdding(null);
              // The form lets the contact move to another client; only one of this client is chosen here.
              if (added.clientId === client.id) form.setFieldValue('clientContactId', added.id);
            }}
          />
        </>
      )}
    </Stack>
  );
}
