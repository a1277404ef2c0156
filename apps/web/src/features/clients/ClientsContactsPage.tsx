import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconAddressBook, IconBuilding, IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { ClientsTable } from './ClientsTable';
import { ContactsTable } from './ContactsTable';
import { addPath } from './contact-paths';

type TTab = 'clients' | 'contacts';

/** /staff/contacts: the clients the company works for and the people to call (?tab=contacts). */
export function ClientsContactsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TTab = params.get('tab') === 'contacts' ? 'contacts' : 'clients';

  return (
    <Page title="Clients & Contacts" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>Who the work is for and who to call. Projects pick their client and client contact from here.</Text>
        <Group gap="sm">
          <Button component={Link} to={addPath('client')} leftSection={<IconPlus aria-hidden size={18} />}>
            Add client
          </Button>
          <Button component={Link} to={addPath('contact')} variant="default" leftSection={<IconPlus aria-hidden size={18} />}>
            Add contact
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(next) => setParams(next === 'contacts' ? { tab: 'contacts' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="clients" leftSection={<IconBuilding aria-hidden size={18} />}>
            Clients
          </Tabs.Tab>
          <Tabs.Tab value="contacts" leftSection={<IconAddressBook aria-hidden size={18} />}>
            Contacts
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clients" pt="md">
          <ClientsTable />
        </Tabs.Panel>
        <Tabs.Panel value="contacts" pt="md">
          <ContactsTable />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
