import { Anchor, Badge, Button, Card, Group, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { contactName } from '@hivis/contracts';
import type { TContactDetails, TContactEdit } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../ui/dates';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { notifySuccess } from '../../ui/notify';
import { ArchiveControl } from '../../ui/ArchiveControl';
import { ContactForm } from './ContactForm';
import { EmailLink, PhoneLink } from './ContactLinks';
import { DetailList } from './DetailList';
import { recordNotFound, RecordProblemFrame } from './RecordLoadProblem';
import { CONTACTS_HOME, clientPath } from './contact-paths';
import { setContactArchived, updateContact, useContact, useStoreContact } from './clients-api';
import { QueryGate } from '../../ui/QueryGate';

/** /staff/contacts/{contactId}: one contact, tap to call or email, edit and archive. */
export function ContactDetailsPage() {
  const { contactId = '' } = useParams();
  const contact = useContact(contactId);

  return (
    <QueryGate
      query={contact}
      loading={<PageLoader label="Loading the contact…" />}
      errorTitle="The contact did not load"
      notFound={recordNotFound('contact')}
      frame={(problem) => (
        <Page title="Contact">
          <RecordProblemFrame>{problem}</RecordProblemFrame>
        </Page>
      )}
    >
      {(found) => <ContactDetails key={found.updatedOn} contact={found} />}
    </QueryGate>
  );
}

function ContactDetails({ contact }: { contact: TContactDetails }) {
  const storeContact = useStoreContact();
  const [editing, setEditing] = useState(false);
  const name = contactName(contact);
  const saved = (next: TContactDetails) => {
    storeContact(next);
  };
  const save = async (values: TContactEdit) => {
    saved(await updateContact(contact.id, values));
    notifySuccess('The contact has been saved.');
    setEditing(false);
  };
  const archive = async (archived: boolean) => {
    saved(await setContactArchived(contact.id, archived));
    notifySuccess(archived ? `${name} has been archived.` : `${name} has been restored.`);
  };

  return (
    <Page title={name} size="lg">
      <Anchor component={Link} to={contact.clientId ? clientPath(contact.clientId) : `${CONTACTS_HOME}?tab=contacts`} size="sm">
        ← Back to {contact.clientName ?? 'Contacts'}
      </Anchor>
      {contact.archivedOn && (
        <Group>
          <Badge color="gray" variant="filled">
            Archived {formatDate(contact.archivedOn)}
          </Badge>
        </Group>
      )}
      <Card withBorder padding="lg">
        {editing ? (
          <ContactForm
            contact={contact}
            submitLabel="Save contact"
            problemTitle="The contact was not saved"
            onSubmit={save}
            onCancel={() => setEditing(false)}
            onTheirs={saved}
          />
        ) : (
          <Stack gap="lg">
            <DetailList
              details={[
                { label: 'Phone', value: contact.phone && <PhoneLink phone={contact.phone} size="md" /> },
                { label: 'Email', value: contact.email && <EmailLink email={contact.email} size="md" /> },
                { label: 'Position', value: contact.position },
                {
                  label: 'Client',
                  value: contact.clientId && (
                    <Anchor component={Link} to={clientPath(contact.clientId)}>
                      {contact.clientName}
                    </Anchor>
                  ),
                },
                { label: 'Notes', value: contact.notes },
                { label: 'Added', value: formatDate(contact.createdOn) },
              ]}
            />
            <Group gap="sm">
              <Button leftSection={<IconPencil aria-hidden size={18} />} onClick={() => setEditing(true)}>
                Edit contact
              </Button>
              <ArchiveControl
                what="contact"
                name={name}
                archived={contact.archivedOn !== null}
                consequence="Projects that name this contact keep them, and you can restore them at any time."
                onChange={archive}
              />
            </Group>
          </Stack>
        )}
      </Card>
    </Page>
  );
}
