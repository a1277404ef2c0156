import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { whenWords } from '../ui/zoned-time';
import type { TQueuedCommand } from './outbox/queued-command';

type TRecordsOnPhoneProps = {
  /** The queued creates of the records (a pre-start talk, a JSA) the server does not have yet. */
  commands: TQueuedCommand[];
  /** The page that shows a record from the phone while it waits. */
  pathOf: (command: TQueuedCommand) => string;
  /** A line under the name (the job a JSA is for), when the name does not say it. */
  detailOf?: (command: TQueuedCommand) => string | undefined;
  timeZone: string | undefined;
};

/**
 * Records made on this phone that the server does not have yet, at the top of their list: each
 * waiting for signal, or refused (open it to see why).
 */
export function RecordsOnPhone({ commands, pathOf, detailOf, timeZone }: TRecordsOnPhoneProps) {
  const headingId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="h3" id={headingId}>
        On this phone, not sent yet
      </Title>
      {commands.map((command) => {
        const refused = command.state === 'needs-attention';
        const detail = detailOf?.(command);
        return (
          <Paper key={command.id} withBorder radius="md" p="sm">
            <Anchor
              component={Link}
              to={pathOf(command)}
              fw={600}
              style={{ display: 'inline-block', minHeight: 44, paddingBlock: 10, overflowWrap: 'anywhere' }}
            >
              {command.label}
            </Anchor>
            {detail && <Text size="sm">{detail}</Text>}
            <Text size="sm" c={refused ? 'red.9' : undefined} style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              {refused ? <IconAlertTriangle size={16} aria-hidden /> : <IconDeviceMobile size={16} aria-hidden />}
              {refused
                ? 'Not recorded: open it to see why.'
                : `Saved on this phone ${whenWords(command.at, timeZone).toLowerCase()}. It is sent when you have signal.`}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
