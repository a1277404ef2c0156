import { ActionIcon, Button, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { SWMS_LIST_MAX, SWMS_NAME_MAX } from '@hivis/contracts';
import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';

type TTextListFieldProps = {
  label: string;
  description: string;
  /** What the Add box suggests, e.g. "P2 respirator". */
  example: string;
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
  required?: boolean;
};

/**
 * A short list of names (PPE, plant, licences): each item on its own line with a big remove
 * button, and a box to add one. Built for gloved thumbs rather than small tag chips.
 */
export function TextListField({ label, description, example, value, onChange, error, required = false }: TTextListFieldProps) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const inputId = `${id}-add`;
  const full = value.length >= SWMS_LIST_MAX;

  const add = () => {
    const item = draft.trim();
    if (item === '') return;
    if (!value.some((existing) => existing.toLowerCase() === item.toLowerCase())) onChange([...value, item]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the item instead of saving the whole step.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <Input.Wrapper label={label} description={description} error={error} required={required} labelElement="div" id={id}>
      <Stack gap="xs" mt={6}>
        {value.length > 0 ? (
          <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {value.map((item, index) => (
              <li key={`${item}-${index}`}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text style={{ overflowWrap: 'anywhere' }}>{item}</Text>
                  <ActionIcon
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    size="xl"
                    aria-label={`Remove ${item}`}
                    onClick={() => onChange(value.filter((_, position) => position !== index))}
                  >
                    <IconX size={22} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="sm" c="dimmed">
            None listed yet.
          </Text>
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            id={inputId}
            aria-label={`Add to ${label.toLowerCase()}`}
            placeholder={`For example: ${example}`}
            size="md"
            style={{ flex: 1, minWidth: 0 }}
            maxLength={SWMS_NAME_MAX}
            value={draft}
            disabled={full}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            // Typed but not added is still meant: leaving the box adds it (the Add button keeps focus here).
            onBlur={add}
          />
          <Button
            type="button"
            variant="default"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={add}
            onMouseDown={(event) => event.preventDefault()}
            disabled={full}
            style={{ flexShrink: 0 }}
          >
            Add
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
