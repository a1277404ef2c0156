import { ActionIcon, Group, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { formatCalendarDate, isIsoDate, mondayOf, plusDays } from '@hivis/contracts';

/** Week starting on a Monday: previous, next, or any date (snapped to its Monday). */
export function WeekPicker({ start, onChange }: { start: string; onChange: (monday: string) => void }) {
  const end = plusDays(start, 6);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <ActionIcon variant="default" size={44} aria-label="Previous week" onClick={() => onChange(plusDays(start, -7))}>
        <IconChevronLeft size={22} aria-hidden />
      </ActionIcon>
      <TextInput
        type="date"
        label="Week starting (Monday)"
        description={`${formatCalendarDate(start)} to ${formatCalendarDate(end)}`}
        size="md"
        value={start}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isIsoDate(value)) onChange(mondayOf(value));
        }}
        style={{ flex: 1, maxWidth: 260 }}
      />
      <ActionIcon variant="default" size={44} aria-label="Next week" onClick={() => onChange(plusDays(start, 7))}>
        <IconChevronRight size={22} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
