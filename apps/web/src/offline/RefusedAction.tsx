import { Alert, Button, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { discardCommand } from './outbox/outbox';
import type { TQueuedCommand } from './outbox/queued-command';

/**
 * An action saved on this phone that the server refused: the server's words and a way to put it
 * aside once the person has done what they say. One look wherever a refusal is shown (the action's
 * own screen, the Needs attention list).
 */
type TRefusedActionProps = {
  command: TQueuedCommand;
  title: string;
  /** Said aloud when it appears (on the action's own screen); not in a list the person opened. */
  announce?: boolean;
  children?: ReactNode;
};

export function RefusedAction({ command, title, announce = true, children }: TRefusedActionProps) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={title} {...(announce ? { role: 'alert' } : {})}>
      {children}
      <Text size="sm" my="xs">
        {command.problem}
      </Text>
      <Button size="md" variant="default" onClick={() => void discardCommand(command.id)}>
        Dismiss
      </Button>
    </Alert>
  );
}
