import { Anchor, SegmentedControl, Stack, Text } from '@mantine/core';
import { contactName, isUuid } from '@hivis/contracts';
import type { TClientInput, TContactInput } from '@hivis/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { notifySuccess } from '../../ui/notify';
import { ClientForm } from './ClientForm';
import { ContactForm } from './ContactForm';
import { CONTACTS_HOME, clientPath, contactPath } from './contact-paths';
import type { TAddKind } from './contact-paths';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { createClient, createContact, useClient, useRefreshContacts } from './clients-api';

/** /staff/contacts/add: a new client (?type=client, the default) or contact (?type=contact). */
export function AddClientOrContactPage() {
  const [params, setParams] = useSearchParams();
  const kind: TAddKind = params.get('type') === 'contact' ? 'contact' : 'client';
  const forClientId = params.get('clientId');

  return (
    <Page title={kind === 'client' ? 'Add client' : 'Add contact'} size="lg">
      <Anchor component={Link} to={CONTACTS_HOME} size="sm">
        ← Back to Clients & Contacts
      </Anchor>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="add-kind-label">
          What are you adding?
        </Text>
        <SegmentedControl
          aria-labelledby="add-kind-label"
          data={[
            { value: 'client', label: 'Client' },
            { value: 'contact', label: 'Contact' },
          ]}
          value={kind}
          onChange={(next) => setParams({ type: next }, { replace: true })}
          maw={320}
          fullWidth
        />
        <Text size="sm" c="dimmed">
          {kind === 'client'
            ? 'A client is the business or person the work is for. Add their contacts after.'
            : 'A contact is a person you call: someone at a client, or on their own like an inspector.'}
        </Text>
      </Stack>
      {kind === 'client' ? <AddClient /> : forClientId && isUuid(forClientId) ? <AddContactAtClient clientId={forClientId} /> : <AddContact />}
    </Page>
  );
}

function AddClient() {
  const navigate = useNavigate();
  const refreshContacts = useRefreshContacts();
  const deviceId = useDeviceId();
  const save = async (values: TClientInput) => {
    const client = await createClient({ ...values, id: deviceId.id });
    refreshContacts();
    notifySuccess(`${client.name} has been added.`);
    void navigate(clientPath(client.id));
  };
  return <ClientForm deviceId={deviceId} submitLabel="Add client" problemTitle="The client was not added" onSubmit={save} />;
}

function AddContact({ client = null }: { client?: { id: string; name: string } | null }) {
  const navigate = useNavigate();
  const refreshContacts = useRefreshContacts();
  const deviceId = useDeviceId();
  const save = async (values: TContactInput) => {
    const contact = await createContact({ ...values, id: deviceId.id });
    refreshContacts();
    notifySuccess(`${contactName(contact)} has been added.`);
    void navigate(contactPath(contact.id));
  };
  return <ContactForm deviceId={deviceId} client={client} submitLabel="Add contact" problemTitle="The contact was not added" onSubmit={save} />;
}

/** From a client's page: the client is chosen already (and can still be changed). */
function AddContactAtClient({ clientId }: { clientId: string }) {
  const client = useClient(clientId);
  if (client.isPending) return <PageLoader label="Loading the client…" />;
  return <AddContact client={client.data ? { id: client.data.id, name: client.data.name } : null} />;
}
