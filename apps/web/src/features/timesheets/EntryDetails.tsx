import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { formatCalendarDate, mapLinkOf } from '@hivis/contracts';
import type { TTimeEntry } from '@hivis/contracts';
import { formatDuration, timeIn } from './timesheet-format';

/** One shift in a list: where, when, breaks, the point it was clocked at, and its marks. */
export function EntryDetails({
  entry,
  timeZone,
  showPerson = false,
  divider = true,
  onCorrect,
}: {
  entry: TTimeEntry;
  timeZone: string;
  showPerson?: boolean;
  /** A line above, between shifts in a list. */
  divider?: boolean;
  onCorrect?: (entry: TTimeEntry) => void;
}) {
  const out = entry.clockOutAt ? timeIn(entry.clockOutAt, timeZone) : 'still clocked in';
  return (
    <Stack gap={4} py="xs" style={divider ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {showPerson ? `${entry.personName} · ` : ''}
            {formatCalendarDate(entry.day)} · {entry.jobTitle}
          </Text>
          <Text size="sm" c="dimmed">
            {entry.projectName} · {entry.worksiteName}
          </Text>
        </Stack>
        <Group gap={6}>
          {entry.correctedAt && (
            <Badge color="grape" variant="light">
              Corrected
            </Badge>
          )}
          {entry.approvedAt ? (
            <Badge color="green" variant="light">
              Approved
            </Badge>
          ) : entry.clockOutAt ? (
            <Badge color="gray" variant="light">
              Not approved
            </Badge>
          ) : (
            <Badge color="blue" variant="light">
              Running
            </Badge>
          )}
        </Group>
      </Group>
      <Text size="sm">
        {timeIn(entry.clockInAt, timeZone)} – {out} · breaks {entry.breakMinutes} min · <strong>{formatDuration(entry.workedMinutes)} worked</strong>
      </Text>
      {entry.note && (
        <Text size="sm" c="dimmed">
          Note: {entry.note}
        </Text>
      )}
      <Group gap="md" wrap="wrap">
        {entry.clockInLocation ? (
          <Anchor
            href={mapLinkOf(entry.clockInLocation)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}
            aria-label={`Clock-in location of ${entry.personName} on ${formatCalendarDate(entry.day)} (opens a map in a new tab)`}
          >
            <IconMapPin size={16} aria-hidden />
            Clock-in location
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            No location recorded
          </Text>
        )}
        {onCorrect && (
          <Button
            variant="default"
            size="sm"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onCorrect(entry)}
            aria-label={`Correct ${entry.personName}'s shift on ${formatCalendarDate(entry.day)}`}
          >
            Correct
          </Button>
        )}
      </Group>
    </Stack>
  );
}
