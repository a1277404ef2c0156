import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { TIncidentListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import { IncidentBadges } from './IncidentBadges';
import { incidentDetailsPath } from './incident-paths';
import { openActionsWords, typesWords, whenWords } from './incident-words';
import { WrittenNoticeClock } from './WrittenNoticeClock';

/** One incident in the list: a big tappable card with what, when, where, who, and what is still due. */
export function IncidentRow({ incident }: { incident: TIncidentListItem }) {
  return (
    <Paper
      withBorder
      radius="md"
      component={Link}
      to={incidentDetailsPath(incident.id)}
      p="md"
      display="flex"
      style={{ alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={6} style={{ flexGrow: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {typesWords(incident.types)}
          </Text>
          <IncidentBadges status={incident.status} notifiable={incident.notifiable} />
        </Group>
        <Text size="sm">
          {whenWords(incident.occurredAt)}
          {incident.worksite ? ` · ${incident.worksite.name}` : incident.location ? ` · ${incident.location}` : ''}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {incident.description}
        </Text>
        <Text size="sm">Reported by {incident.reportedBy?.name ?? 'someone who has left'}</Text>
        {(incident.writtenNoticeDueAt || incident.openActions > 0) && (
          <Group gap="md">
            {incident.writtenNoticeDueAt && <WrittenNoticeClock dueAt={incident.writtenNoticeDueAt} inline />}
            {incident.openActions > 0 && (
              <Text size="sm" fw={600}>
                {openActionsWords(incident.openActions)}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
    </Paper>
  );
}
