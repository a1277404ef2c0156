import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

type TAddRowButtonProps = { label: string; count: number; max: number; limitText: string; onAdd: () => void };

/** "Add a person", "Add a witness": adds a row to a list of the report, and says so when the list is full. */
export function AddRowButton({ label, count, max, limitText, onAdd }: TAddRowButtonProps) {
  const full = count >= max;
  return (
    <Group>
      <Button variant="default" size="md" leftSection={<IconPlus size={20} aria-hidden />} disabled={full} onClick={onAdd}>
        {label}
      </Button>
      {full && <Text size="sm">{limitText}</Text>}
    </Group>
  );
}
