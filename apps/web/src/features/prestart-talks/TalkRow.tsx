import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TPrestartTalkListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import { prestartTalkPath } from './prestart-talk-paths';
import { whenWords } from '../../ui/zoned-time';
import { signedWords, topicsShort } from './talk-words';

/** One talk in the list: a big tappable card with when, the job and site, who presented, what was covered, how many signed. */
export function TalkRow({ talk, timeZone }: { talk: TPrestartTalkListItem; timeZone: string | undefined }) {
  return (
    <Paper
      withBorder
      radius="md"
      component={Link}
      to={prestartTalkPath(talk.id)}
      p="md"
      display="flex"
      style={{ alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={4} style={{ flexGrow: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {talk.job.title}
          </Text>
          <Text size="sm" fw={600}>
            {signedWords(talk.attendeeCount)}
          </Text>
        </Group>
        <Text size="sm">
          {whenWords(talk.heldAt, timeZone)} · {talk.job.worksiteName}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {topicsShort(talk.topics)}
        </Text>
        <Text size="sm">Presented by {talk.presenterName ?? 'someone who has left'}</Text>
      </Stack>
      <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
    </Paper>
  );
}
