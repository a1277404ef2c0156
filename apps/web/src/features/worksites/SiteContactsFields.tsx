import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { WORKSITE_CONTACTS_MAX } from '@hivis/contracts';
import { canAddContact, newContactRow } from './worksite-form-values';
import type { TWorksiteFormValues } from './worksite-form-values';

/** Who to call about the site: a repeatable group of name, phone and role. */
export function SiteContactsFields({ form }: { form: UseFormReturnType<TWorksiteFormValues> }) {
  const contacts = form.values.siteContacts;
  const groupError = form.errors.siteContacts;
  return (
    <Stack gap="sm">
      {contacts.length === 0 && <Text c="dimmed">No site contacts yet. Add the site manager, the gate or the owner, so the crew know who to call.</Text>}
      {contacts.map((contact, index) => (
        <Paper key={contact.key} withBorder p="sm" radius="md" role="group" aria-label={`Site contact ${index + 1}`}>
          <Group justify="space-between" mb={4} wrap="nowrap">
            <Text fw={600}>Site contact {index + 1}</Text>
            <ActionIcon
              variant="subtle"
              color="red.8"
              size={44}
              aria-label={`Remove site contact ${index + 1}${contact.name ? ` (${contact.name})` : ''}`}
              onClick={() => form.removeListItem('siteContacts', index)}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput label="Name" size="md" required autoComplete="off" {...form.getInputProps(`siteContacts.${index}.name`)} />
            <TextInput
              label="Phone"
              size="md"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="e.g. 0412 345 678"
              {...form.getInputProps(`siteContacts.${index}.phone`)}
            />
            <TextInput label="Role" size="md" placeholder="e.g. Site manager" autoComplete="off" {...form.getInputProps(`siteContacts.${index}.role`)} />
          </SimpleGrid>
        </Paper>
      ))}
      {groupError && (
        <Text size="sm" c="red.8" role="alert">
          {groupError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          size="md"
          leftSection={<IconPlus size={20} aria-hidden />}
          disabled={!canAddContact(form.values)}
          onClick={() => form.insertListItem('siteContacts', newContactRow())}
        >
          Add site contact
        </Button>
        {!canAddContact(form.values) && <Text size="sm">A worksite can have up to {WORKSITE_CONTACTS_MAX} site contacts.</Text>}
      </Group>
    </Stack>
  );
}
