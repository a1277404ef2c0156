import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { INCIDENT_TYPE_LABELS } from '@hivis/contracts';
import type { TIncidentListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import { can, useAccess } from '../auth/access';
import { useIncidents } from './incidents-api';
import { incidentDetailsPath } from './incident-paths';
import { WrittenNoticeClock } from './WrittenNoticeClock';

/*
 * On the account holder's home: the open notifiable incidents the regulator still waits on (the
 * notice not recorded, or a written notice owed), so a notifiable incident reported from site is
 * the first thing the office sees. Nothing shows when nothing waits.
 */

const needsNotice = (item: TIncidentListItem) => item.notifiable === true && (!item.noticeRecorded || item.writtenNoticeDueAt !== null);

export function IncidentsNeedingNotice() {
  const access = useAccess();
  const allowed = access.flags.showIncident && can(access, 'incidents.read');
  const open = useIncidents({ status: 'open', notifiable: 'true', take: 20 }, allowed);
  const items = (open.data?.items ?? []).filter(needsNotice);
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="incidents-notice-heading" data-testid="incidents-needing-notice">
      <Stack gap="sm">
        <Group gap="xs">
          <IconAlertTriangle aria-hidden color="var(--mantine-color-red-9)" />
          <Title order={2} fz="h3" id="incidents-notice-heading">
            Notifiable incidents
          </Title>
        </Group>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Text fw={700}>{item.types.map((type) => INCIDENT_TYPE_LABELS[type]).join(', ')}</Text>
                  <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                    {item.description}
                  </Text>
                  {item.noticeRecorded ? (
                    item.writtenNoticeDueAt && <WrittenNoticeClock dueAt={item.writtenNoticeDueAt} inline />
                  ) : (
                    <Text size="sm" fw={700} c="red.9">
                      Notice to the regulator not recorded
                    </Text>
                  )}
                </Stack>
                <Button
                  component={Link}
                  to={incidentDetailsPath(item.id)}
                  size="lg"
                  variant="default"
                  aria-label={`Open the incident: ${item.description.slice(0, 60)}`}
                >
                  Open
                </Button>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
