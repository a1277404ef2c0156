import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { prestartTalkPath } from './prestart-talk-paths';
import { whenWords } from '../../ui/zoned-time';

/** Talks started on this phone that the server does not have yet: waiting for signal, or refused (open one to see why). */
export function TalksOnPhone({ commands, timeZone }: { commands: TQueuedCommand[]; timeZone: string | undefined }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="talks-on-phone">
      <Title order={2} fz="h3" id="talks-on-phone">
        On this phone, not sent yet
      </Title>
      {commands.map((command) => {
        const refused = command.state === 'needs-attention';
        return (
          <Paper key={command.id} withBorder radius="md" p="sm">
            <Anchor
              component={Link}
              to={prestartTalkPath(command.meta?.talkId ?? '')}
              fw={600}
              style={{ display: 'inline-block', minHeight: 44, paddingBlock: 10 }}
            >
              {command.label}
            </Anchor>
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
