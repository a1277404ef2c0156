import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { EDIT_MESSAGES } from '@hivis/contracts';

/** One field that differs: its label, and each version in words. */
export type TConflictRow = { label: string; mine: string; theirs: string };

type TEditConflictDialogProps = {
  rows: TConflictRow[] | null;
  onKeepMine: () => void;
  onUseTheirs: () => void;
  /** Closed without choosing: the form stays as it is, and the next save asks again. */
  onDismiss: () => void;
};

/**
 * Someone else saved the record while this person was editing it: both versions of what differs,
 * side by side, and a choice. Nothing is saved over the other person's changes without it.
 */
export function EditConflictDialog({ rows, onKeepMine, onUseTheirs, onDismiss }: TEditConflictDialogProps) {
  return (
    <Modal
      opened={rows !== null}
      onClose={onDismiss}
      title="Someone else changed this"
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close and decide later' }}
    >
      <Stack gap="md">
        <Text>{EDIT_MESSAGES.conflict}</Text>
        {rows?.map((row) => (
          // One field per block, the two versions side by side on a desk and one under the other on a phone.
          <Paper key={row.label} withBorder radius="md" p="sm" component="section" aria-label={row.label}>
            <Text fw={700} mb={6}>
              {row.label}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Version title="Your changes" words={row.mine} />
              <Version title="Saved by someone else" words={row.theirs} />
            </SimpleGrid>
          </Paper>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onUseTheirs}>
            Use the saved version
          </Button>
          <Button size="md" onClick={onKeepMine}>
            Keep my changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Version({ title, words }: { title: string; words: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{words || '(empty)'}</Text>
    </Stack>
  );
}

/** The rows of the fields whose words differ between the two versions, in the order of `fields`. */
export function conflictRows<Values>(
  mine: Values,
  theirs: Values,
  fields: { [Key in keyof Values]?: { label: string; words: (value: Values[Key]) => string } },
): TConflictRow[] {
  const rows: TConflictRow[] = [];
  for (const key of Object.keys(fields) as (keyof Values)[]) {
    const field = fields[key];
    if (!field) continue;
    const row = { label: field.label, mine: field.words(mine[key]), theirs: field.words(theirs[key]) };
    if (row.mine !== row.theirs) rows.push(row);
  }
  return rows;
}
