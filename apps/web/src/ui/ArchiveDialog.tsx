import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type TArchiveDialogProps = {
  opened: boolean;
  /** The action asked about, e.g. 'Archive worksite': the dialog asks it as a question. */
  action: string;
  /** What will happen, said before the person confirms. */
  text: string;
  confirmLabel: string;
  /** Red for archiving; restoring is the safe way and keeps its own colour. */
  confirmColor?: string;
  busy: boolean;
  /** A failure shown inside the dialog, where the person is looking. */
  problem?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The one confirmation before archiving or restoring a record: archived records leave the lists but are never deleted. */
export function ArchiveDialog({ opened, action, text, confirmLabel, confirmColor, busy, problem, onConfirm, onCancel }: TArchiveDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={`${action}?`} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {problem}
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button size="md" color={confirmColor} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
