import { ActionIcon, Button, Group, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { isDay } from './calendar-time';
import { SCHEDULE_VIEWS } from './useScheduleView';
import type { TScheduleView } from './useScheduleView';

type TScheduleToolbarProps = {
  title: string;
  view: TScheduleView;
  /** The first day on show (YYYY-MM-DD), for the date field. */
  day: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: TScheduleView) => void;
  onDay: (day: string) => void;
};

const STEP: Record<TScheduleView, string> = { dayGridMonth: 'month', timeGridWeek: 'week', timeGridDay: 'day' };

/** The calendar's own controls, as Mantine buttons: 44 px and above, named for screen readers. */
export function ScheduleToolbar({ title, view, day, onPrevious, onNext, onToday, onView, onDay }: TScheduleToolbarProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
      <Stack gap="xs">
        <Title order={2} size="h3" aria-live="polite">
          {title}
        </Title>
        <Group gap="xs" wrap="nowrap" align="center">
          <ActionIcon variant="default" size={46} aria-label={`Previous ${STEP[view]}`} onClick={onPrevious}>
            <IconChevronLeft size={24} aria-hidden />
          </ActionIcon>
          <Button variant="default" onClick={onToday}>
            Today
          </Button>
          <ActionIcon variant="default" size={46} aria-label={`Next ${STEP[view]}`} onClick={onNext}>
            <IconChevronRight size={24} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="date"
          label="Go to date"
          size="md"
          value={day}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isDay(value)) onDay(value);
          }}
        />
        <SegmentedControl
          aria-label="Calendar view"
          size="md"
          value={view}
          onChange={(value) => onView(value as TScheduleView)}
          data={SCHEDULE_VIEWS.map((item) => ({ value: item.value, label: item.label }))}
        />
      </Group>
    </Group>
  );
}
