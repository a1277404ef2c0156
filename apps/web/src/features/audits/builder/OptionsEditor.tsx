import { ActionIcon, Button, Checkbox, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { randomId } from '@hivis/contracts';
import type { TAuditQuestion } from '@hivis/contracts';
import type { TBuilderForm } from './form-paths';
import { numberProps, questionPath } from './form-paths';

/** A Select question's options: the words, the points for choosing it, and whether choosing it fails. */
export function OptionsEditor({ form, s, q, question }: { form: TBuilderForm; s: number; q: number; question: TAuditQuestion }) {
  const path = `${questionPath(s, q)}.options`;
  const error = form.errors[path];
  const add = () => form.insertListItem(path, { id: `o-${randomId(10).toLowerCase()}`, value: '', failed: false });
  const item = question.type === 'multi_checklist' ? 'Item' : 'Option';
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {question.type === 'multi_checklist' ? 'Items to tick' : 'Options'}
      </Text>
      {question.options.map((option, o) => (
        <Group key={option.id} gap="xs" align="flex-end" wrap="wrap">
          <TextInput label={`${item} ${o + 1}`} {...form.getInputProps(`${path}.${o}.value`)} w={{ base: '100%', sm: 300 }} maxLength={200} />
          <NumberInput label="Points" {...numberProps(form, `${path}.${o}.score`)} w={100} min={-1000} max={1000} />
          <Checkbox label="Fails" {...form.getInputProps(`${path}.${o}.failed`, { type: 'checkbox' })} mb={10} />
          <ActionIcon
            variant="subtle"
            color="red.8"
            size={44}
            aria-label={`Remove ${item.toLowerCase()} ${o + 1}`}
            onClick={() => form.removeListItem(path, o)}
            disabled={question.options.length <= 1}
          >
            <IconTrash aria-hidden size={20} />
          </ActionIcon>
        </Group>
      ))}
      {typeof error === 'string' && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="sm"
        variant="subtle"
        leftSection={<IconPlus aria-hidden size={16} />}
        onClick={add}
        w="fit-content"
        disabled={question.options.length >= 50}
      >
        Add {item.toLowerCase()}
      </Button>
    </Stack>
  );
}
