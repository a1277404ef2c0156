import { Box, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { contactName } from '@hivis/contracts';
import type { TClientDetails, TClientInput, TContactDetails, TContactInput } from '@hivis/contracts';
import type { FormEvent, ReactNode } from 'react';
import { notifySuccess } from '../../ui/notify';
import { ClientForm } from './ClientForm';
import { createClient, createContact, useRefreshContacts } from './clients-api';
import { ContactForm } from './ContactForm';

/*
 * Adding a client or a contact without leaving the screen (the project's client step, say): the
 * same forms as Clients & Contacts, in a dialog; the caller picks the new record when it is saved.
 */

/** The dialog sits in a portal inside the caller's own form: React would bubble its submit to that form. */
function KeepSubmitInside({ children }: { children: ReactNode }) {
  return <Box onSubmit={(event: FormEvent) => event.stopPropagation()}>{children}</Box>;
}

type TAddModalProps<Saved> = { opened: boolean; onClose: () => void; onAdded: (saved: Saved) => void };

export function AddClientModal({ opened, onClose, onAdded }: TAddModalProps<TClientDetails>) {
  const phone = useMediaQuery('(max-width: 36em)');
  const refreshContacts = useRefreshContacts();
  const save = async (values: TClientInput) => {
    const client = await createClient(values);
    refreshContacts();
    notifySuccess(`${client.name} has been added.`);
    onAdded(client);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Add a client" size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': 'Close' }}>
      <KeepSubmitInside>
        <ClientForm submitLabel="Add client" problemTitle="The client was not added" onSubmit={save} onCancel={onClose} />
      </KeepSubmitInside>
    </Modal>
  );
}

export function AddContactModal({ opened, onClose, onAdded, client }: TAddModalProps<TContactDetails> & { client: { id: string; name: string } }) {
  const phone = useMediaQuery('(max-width: 36em)');
  const refreshContacts = useRefreshContacts();
  const save = async (values: TContactInput) => {
    const contact = await createContact(values);
    refreshContacts();
    notifySuccess(`${contactName(contact)} has been added.`);
    onAdded(contact);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Add a contact at ${client.name}`}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <KeepSubmitInside>
        <ContactForm client={client} submitLabel="Add contact" problemTitle="The contact was not added" onSubmit={save} onCancel={onClose} />
      </KeepSubmitInside>
    </Modal>
  );
}
