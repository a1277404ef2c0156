import { useMediaQuery } from '@mantine/hooks';
import { em } from '@mantine/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isDay } from './calendar-time';

export const SCHEDULE_VIEWS = [
  { value: 'dayGridMonth', label: 'Month' },
  { value: 'timeGridWeek', label: 'Week' },
  { value: 'timeGridDay', label: 'Day' },
] as const;
export type TScheduleView = (typeof SCHEDULE_VIEWS)[number]['value'];

const isView = (value: string | null): value is TScheduleView => SCHEDULE_VIEWS.some((view) => view.value === value);

/**
 * What the schedule shows, kept in the address (?view=&date=&person=&worksite=) so a reload on weak
 * data, the back button or a shared link opens the same days and filters. On a phone the week's
 * seven columns are too narrow to read, so it opens on one day.
 */
export function useScheduleView() {
  const [params, setParams] = useSearchParams();
  const phone = useMediaQuery(`(max-width: ${em(600)})`, undefined, { getInitialValueInEffect: false });
  const view: TScheduleView = isView(params.get('view')) ? (params.get('view') as TScheduleView) : phone ? 'timeGridDay' : 'timeGridWeek';
  const date = params.get('date');

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    phone,
    view,
    date: isDay(date) ? date : null,
    personId: params.get('person') ?? '',
    worksiteId: params.get('worksite') ?? '',
    update,
  };
}
