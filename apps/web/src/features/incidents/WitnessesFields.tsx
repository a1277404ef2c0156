import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { AddRowButton } from './AddRowButton';
import { MAX_WITNESSES, newWitnessRow } from './report-form-values';
import type { TReportFormValues } from './report-form-values';

/** Who saw it: a name, a phone to reach them, and what they saw in their words, taken on the spot. */
export function WitnessesFields({ form }: { form: UseFormReturnType<TReportFormValues> }) {
  const witnesses = form.values.witnesses;
  return (
    <Stack gap="sm">
      {witnesses.length === 0 && <Text c="dimmed">No witnesses added. Take their names and numbers while they are still on site.</Text>}
      {witnesses.map((witness, index) => {
        const path = `witnesses.${index}`;
        const title = `Witness ${index + 1}`;
        return (
          <Paper key={witness.key} withBorder p="sm" radius="md" role="group" aria-label={title}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{title}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size={44}
                  aria-label={`Remove ${title.toLowerCase()}${witness.name ? ` (${witness.name})` : ''}`}
                  onClick={() => form.removeListItem('witnesses', index)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Name" size="md" required autoComplete="off" maxLength={120} {...form.getInputProps(`${path}.name`)} />
                <TextInput
                  label="Phone (optional)"
                  size="md"
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="e.g. 0412 345 678"
                  maxLength={40}
                  {...form.getInputProps(`${path}.phone`)}
                />
              </SimpleGrid>
              <Textarea label="What they saw (optional)" size="md" autosize minRows={2} maxLength={2000} {...form.getInputProps(`${path}.statement`)} />
            </Stack>
          </Paper>
        );
      })}
      <AddRowButton
        label="Add a witness"
        count={witnesses.length}
        max={MAX_WITNESSES}
        limitText={`A report can name up to ${MAX_WITNESSES} witnesses.`}
        onAdd={() => form.insertListItem('witnesses', newWitnessRow())}
      />
    </Stack>
  );
}
