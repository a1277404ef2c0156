import { Badge, Button, Card, Collapse, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { TTimeEntry, TTimesheetPersonWeek, TWeekApprovalState } from '@hivis/contracts';
import { useState } from 'react';
import { EntryDetails } from './EntryDetails';
import { formatDuration, shortDay } from './timesheet-format';

const APPROVAL: Record<TWeekApprovalState, { label: string; color: string }> = {
  approved: { label: 'Approved', color: 'green' },
  pending: { label: 'Waiting for approval', color: 'yellow' },
  running: { label: 'Still clocked in', color: 'blue' },
};

/** One person's week: hours per day and in total, with their shifts a tap away. */
export function PersonWeekCard({
  person,
  days,
  timeZone,
  onCorrect,
  onApprove,
}: {
  person: TTimesheetPersonWeek;
  days: string[];
  timeZone: string;
  onCorrect?: (entry: TTimeEntry) => void;
  /** The account holder approves one person's finished shifts of the week. */
  onApprove?: (person: TTimesheetPersonWeek) => void;
}) {
  const [open, setOpen] = useState(false);
  const approval = APPROVAL[person.approval];
  const shiftsId = `shifts-${person.userId}`;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={`${person.name}: ${formatDuration(person.totalMinutes)}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700} size="lg">
              {person.name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {person.email}
            </Text>
          </Stack>
          <Group gap="sm">
            <Badge color={approval.color} variant="light" size="lg">
              {approval.label}
            </Badge>
            <Text fw={700} size="xl" data-testid="week-total">
              {formatDuration(person.totalMinutes)}
            </Text>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 4, sm: 7 }} spacing="xs" verticalSpacing="xs">
          {days.map((day, index) => {
            const minutes = person.dayMinutes[index] ?? 0;
            // A shift of a few minutes still shows as worked, not as an empty day.
            const worked = minutes > 0 || person.entries.some((entry) => entry.day === day);
            return (
              <Stack key={day} gap={0} p={6} style={{ borderRadius: 6, background: worked ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-gray-0)' }}>
                <Text size="xs" c="dimmed">
                  {shortDay(day)}
                </Text>
                <Text fw={worked ? 700 : 400} c={worked ? undefined : 'dimmed'}>
                  {worked ? formatDuration(minutes) : '–'}
                </Text>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="subtle"
            size="md"
            leftSection={open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
            aria-expanded={open}
            aria-controls={shiftsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide shifts' : `Show shifts (${person.entries.length})`}
          </Button>
          {onApprove && person.approval === 'pending' && (
            <Button
              variant="default"
              size="md"
              leftSection={<IconCheck size={18} aria-hidden />}
              onClick={() => onApprove(person)}
              aria-label={`Approve ${person.name}'s week`}
            >
              Approve
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={shiftsId}>
          <Stack gap={0}>
            {person.entries.map((entry) => (
              <EntryDetails key={entry.id} entry={entry} timeZone={timeZone} onCorrect={onCorrect} />
            ))}
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
