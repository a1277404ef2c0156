import { Badge, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { INCIDENT_STATUS_LABELS } from '@hivis/contracts';
import type { TIncidentStatus } from '@hivis/contracts';

// Base colours only: the theme darkens their light and outline text for contrast (app/theme.ts).
const STATUS_COLOURS: Record<TIncidentStatus, string> = { reported: 'blue', investigating: 'yellow', closed: 'teal' };

/**
 * Where an incident stands, and whether it is notifiable: "Notifiable" is filled red and cannot be
 * missed; questions not answered yet say so (a notifiable incident may be hiding there).
 */
export function IncidentBadges({ status, notifiable }: { status: TIncidentStatus; notifiable: boolean | null }) {
  return (
    <Group gap={6}>
      {notifiable === true && (
        <Badge color="red.9" size="lg" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
          Notifiable
        </Badge>
      )}
      {notifiable === null && (
        <Badge color="orange" variant="outline" size="lg">
          Not assessed yet
        </Badge>
      )}
      <Badge color={STATUS_COLOURS[status]} variant="light" size="lg">
        {INCIDENT_STATUS_LABELS[status]}
      </Badge>
    </Group>
  );
}
