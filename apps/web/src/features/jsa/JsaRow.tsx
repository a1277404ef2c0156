import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TJsaListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import { whenWords } from '../../ui/zoned-time';
import { RiskBadge } from '../swms-library/activity-editor/RiskBadge';
import { jsaPath } from './jsa-paths';
import { bandOf, signedWords, versionWords } from './jsa-words';

/** One JSA in the list: a big tappable card with the task, job and site, version and last change, the worst risk left, how many signed. */
export function JsaRow({ jsa, timeZone }: { jsa: TJsaListItem; timeZone: string | undefined }) {
  return (
    <Paper
      withBorder
      radius="md"
      component={Link}
      to={jsaPath(jsa.id)}
      p="md"
      display="flex"
      style={{ alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={4} style={{ flexGrow: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {jsa.task}
          </Text>
          <Text size="sm" fw={600}>
            {signedWords(jsa.signedCount)}
          </Text>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {jsa.job.title} · {jsa.job.worksiteName}
        </Text>
        <Text size="sm">
          {versionWords(jsa.version)} · Updated {whenWords(jsa.updatedAt, timeZone).toLowerCase()}
        </Text>
        <Group gap="xs">
          <RiskBadge band={bandOf(jsa.highestResidual)} prefix="After controls:" />
        </Group>
      </Stack>
      <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
    </Paper>
  );
}
