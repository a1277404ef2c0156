import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { CLIENT_KIND_LABELS, contactName } from '@hivis/contracts';
import type { TClientSummary, TContactSummary } from '@hivis/contracts';
import { Link } from 'react-router';
import type { TColumn } from '../../ui/PaginatedTable';
import { EmailLink, NotGiven, PhoneLink } from './ContactLinks';
import { clientPath, contactPath } from './contact-paths';

const contactsLabel = (count: number) => (count === 1 ? '1 contact' : `${count} contacts`);

function ClientName({ client }: { client: TClientSummary }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={clientPath(client.id)} fw={600} size="sm">
        {client.name}
      </Anchor>
      {client.archivedOn && (
        <Badge color="gray" variant="light" size="sm">
          Archived
        </Badge>
      )}
    </Group>
  );
}

function ContactNameLink({ contact }: { contact: TContactSummary }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor component={Link} to={contactPath(contact.id)} fw={600} size="sm">
        {contactName(contact)}
      </Anchor>
      {contact.archivedOn && (
        <Badge color="gray" variant="light" size="sm">
          Archived
        </Badge>
      )}
    </Group>
  );
}

function ClientOf({ contact }: { contact: TContactSummary }) {
  if (!contact.clientId || !contact.clientName) return <NotGiven />;
  return (
    <Anchor component={Link} to={clientPath(contact.clientId)} size="sm">
      {contact.clientName}
    </Anchor>
  );
}

export const wideClientColumns: TColumn<TClientSummary>[] = [
  { key: 'name', header: 'Client', cell: (client) => <ClientName client={client} /> },
  { key: 'kind', header: 'Type', cell: (client) => <Text size="sm">{CLIENT_KIND_LABELS[client.kind]}</Text> },
  { key: 'phone', header: 'Phone', cell: (client) => (client.phone ? <PhoneLink phone={client.phone} /> : <NotGiven />) },
  { key: 'email', header: 'Email', cell: (client) => (client.email ? <EmailLink email={client.email} /> : <NotGiven />) },
  { key: 'place', header: 'Address', cell: (client) => (client.place ? <Text size="sm">{client.place}</Text> : <NotGiven />) },
  { key: 'contacts', header: 'Contacts', cell: (client) => <Text size="sm">{client.contactCount}</Text> },
];

/** Phone: one column, the client on top and what you tap below. */
export const narrowClientColumns: TColumn<TClientSummary>[] = [
  {
    key: 'client',
    header: 'Client',
    cell: (client) => (
      <Stack gap={2}>
        <ClientName client={client} />
        <Text size="xs" c="dimmed">
          {CLIENT_KIND_LABELS[client.kind]} · {contactsLabel(client.contactCount)}
        </Text>
        <PhoneLink phone={client.phone} />
      </Stack>
    ),
  },
];

export const wideContactColumns: TColumn<TContactSummary>[] = [
  { key: 'name', header: 'Name', cell: (contact) => <ContactNameLink contact={contact} /> },
  { key: 'client', header: 'Client', cell: (contact) => <ClientOf contact={contact} /> },
  { key: 'position', header: 'Position', cell: (contact) => (contact.position ? <Text size="sm">{contact.position}</Text> : <NotGiven />) },
  { key: 'phone', header: 'Phone', cell: (contact) => (contact.phone ? <PhoneLink phone={contact.phone} /> : <NotGiven />) },
  { key: 'email', header: 'Email', cell: (contact) => (contact.email ? <EmailLink email={contact.email} /> : <NotGiven />) },
];

export const narrowContactColumns: TColumn<TContactSummary>[] = [
  {
    key: 'contact',
    header: 'Contact',
    cell: (contact) => (
      <Stack gap={2}>
        <ContactNameLink contact={contact} />
        {(contact.position || contact.clientName) && (
          <Text size="xs" c="dimmed">
            {[contact.position, contact.clientName].filter(Boolean).join(' · ')}
          </Text>
        )}
        <PhoneLink phone={contact.phone} />
      </Stack>
    ),
  },
];
