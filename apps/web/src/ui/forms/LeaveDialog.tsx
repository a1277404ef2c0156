import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';

type TLeaveDialogProps = {
  blocker: Blocker;
  /** Said under the question: what happens to the typing if they leave. */
  text?: string;
};

const DEFAULT_TEXT = 'Your changes have not been saved.';

/**
 * "Leave without saving?" while a form's leave guard holds a navigation. Staying is the filled
 * button and takes the focus, so a stray Enter keeps the person on the form.
 */
export function LeaveDialog({ blocker, text = DEFAULT_TEXT }: TLeaveDialogProps) {
  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title="Leave without saving?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
          <Button size="md" onClick={stay} data-autofocus>
            Stay and keep editing
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
