import { Anchor, Badge, Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPencil, IconUserPlus } from '@tabler/icons-react';
import { CLIENT_KIND_LABELS, formatAddress } from '@hivis/contracts';
import type { TClientDetails, TClientEdit } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../ui/dates';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { notifySuccess } from '../../ui/notify';
import { ArchiveControl } from '../../ui/ArchiveControl';
import { ClientForm } from './ClientForm';
import { ContactsTable } from './ContactsTable';
import { EmailLink, PhoneLink } from './ContactLinks';
import { DetailList } from './DetailList';
import { recordNotFound, RecordProblemFrame } from './RecordLoadProblem';
import { CONTACTS_HOME, addPath } from './contact-paths';
import { setClientArchived, updateClient, useClient, useStoreClient } from './clients-api';
import { QueryGate } from '../../ui/QueryGate';

/** /staff/contacts/client/{clientId}: one client, its contacts, edit and archive. */
export function ClientDetailsPage() {
  const { clientId = '' } = useParams();
  const client = useClient(clientId);

  return (
    <QueryGate
      query={client}
      loading={<PageLoader label="Loading the client…" />}
      errorTitle="The client did not load"
      notFound={recordNotFound('client')}
      frame={(problem) => (
        <Page title="Client">
          <RecordProblemFrame>{problem}</RecordProblemFrame>
        </Page>
      )}
    >
      {(found) => <ClientDetails key={found.updatedOn} client={found} />}
    </QueryGate>
  );
}

function ClientDetails({ client }: { client: TClientDetails }) {
  const storeClient = useStoreClient();
  const [editing, setEditing] = useState(false);
  const saved = (next: TClientDetails) => {
    storeClient(next);
  };
  const save = async (values: TClientEdit) => {
    saved(await updateClient(client.id, values));
    notifySuccess('The client has been saved.');
    setEditing(false);
  };
  const archive = async (archived: boolean) => {
    saved(await setClientArchived(client.id, archived));
    notifySuccess(archived ? `${client.name} has been archived.` : `${client.name} has been restored.`);
  };

  return (
    <Page title={client.name} size="lg">
      <Anchor component={Link} to={CONTACTS_HOME} size="sm">
        ← Back to Clients & Contacts
      </Anchor>
      <Group gap="xs">
        <Badge variant="light">{CLIENT_KIND_LABELS[client.kind]} client</Badge>
        {client.archivedOn && (
          <Badge color="gray" variant="filled">
            Archived {formatDate(client.archivedOn)}
          </Badge>
        )}
      </Group>

      <Card withBorder padding="lg">
        {editing ? (
          <ClientForm
            client={client}
            submitLabel="Save client"
            problemTitle="The client was not saved"
            onSubmit={save}
            onCancel={() => setEditing(false)}
            onTheirs={saved}
          />
        ) : (
          <Stack gap="lg">
            <DetailList
              details={[
                { label: 'Phone', value: client.phone && <PhoneLink phone={client.phone} size="md" /> },
                { label: 'Email', value: client.email && <EmailLink email={client.email} size="md" /> },
                { label: 'Address', value: client.address && formatAddress(client.address) },
                ...(client.kind === 'company' ? [{ label: 'ABN', value: client.abn && formatAbn(client.abn) }] : []),
                { label: 'Notes', value: client.notes },
                { label: 'Added', value: formatDate(client.createdOn) },
              ]}
            />
            <Group gap="sm">
              <Button leftSection={<IconPencil aria-hidden size={18} />} onClick={() => setEditing(true)}>
                Edit client
              </Button>
              <ArchiveControl
                what="client"
                name={client.name}
                archived={client.archivedOn !== null}
                consequence="Projects that name this client keep it, and you can restore it at any time."
                onChange={archive}
              />
            </Group>
          </Stack>
        )}
      </Card>

      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2}>Contacts at {client.name}</Title>
          <Button component={Link} to={addPath('contact', client.id)} variant="default" leftSection={<IconUserPlus aria-hidden size={18} />}>
            Add contact
          </Button>
        </Group>
        <ContactsTable clientId={client.id} caption={`Contacts at ${client.name}`} />
      </Stack>
    </Page>
  );
}

/** 51 824 753 556: the ABN as the ATO prints it. */
function formatAbn(abn: string): string {
  return abn.length === 11 ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : abn;
}
