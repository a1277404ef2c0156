import { Modal, Stack, Text } from '@mantine/core';
import { RefusedAction } from './RefusedAction';
import type { TQueuedCommand } from './outbox/queued-command';
import { formatShownAsOf } from './use-shown-as-of';

type TNeedsAttentionProps = { opened: boolean; onClose: () => void; commands: TQueuedCommand[] };

/**
 * Actions the server refused after they were saved on the phone (the job was cancelled meanwhile,
 * a newer SWMS version was issued): each with what it was, when it was done, the server's words,
 * and a way to put it aside once dealt with. Nothing refused is sent again by itself.
 */
export function NeedsAttention({ opened, onClose, commands }: TNeedsAttentionProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Needs attention" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm">These were saved on this phone but not recorded. Do what each says, then dismiss it.</Text>
        {commands.length === 0 && <Text size="sm">Nothing needs attention.</Text>}
        {commands.map((command) => (
          <RefusedAction key={command.id} command={command} title={command.label} announce={false}>
            <Text size="sm" c="dimmed">
              Done {formatShownAsOf(Date.parse(command.at))}
            </Text>
          </RefusedAction>
        ))}
      </Stack>
    </Modal>
  );
}
