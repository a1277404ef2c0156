import type FullCalendar from '@fullcalendar/react';
import type { DatesSetArg } from '@fullcalendar/core';
import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import { SCHEDULE_MAX_JOBS } from '@hivis/contracts';
import type { TScheduleJob } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../ui/LoadError';
import { jobPath } from '../jobs/job-paths';
import { useCompanyTimeZone } from '../jobs/jobs-api';
import { rangeTitle } from './calendar-labels';
import { calendarDay, visibleDays } from './calendar-time';
import { CalendarGrid } from './CalendarGrid';
import { useSchedule } from './schedule-api';
import { ScheduleFilters } from './ScheduleFilters';
import { ScheduleJobList } from './ScheduleJobList';
import { ScheduleToolbar } from './ScheduleToolbar';
import { StatusLegend } from './StatusLegend';
import type { TJobWindow } from './useJobMove';
import { useScheduleView } from './useScheduleView';

type TShown = { from: string; to: string; title: string; firstDay: string; view: string };

type TScheduleBoardProps = {
  editable: boolean;
  onMove?: (job: TScheduleJob, window: TJobWindow, revert: () => void) => void;
  onReschedule?: (job: TScheduleJob) => void;
  onSelect?: (start: Date, end: Date, allDay: boolean) => void;
  /** Extra controls above the calendar (the new-job button). */
  actions?: ReactNode;
};

/** The calendar with its controls, filters, legend, state messages and the list of the jobs on show. */
export function ScheduleBoard({ editable, onMove, onReschedule, onSelect, actions }: TScheduleBoardProps) {
  const navigate = useNavigate();
  const timeZone = useCompanyTimeZone();
  const calendarRef = useRef<FullCalendar>(null);
  const state = useScheduleView();
  const [shown, setShown] = useState<TShown | null>(null);
  const schedule = useSchedule(
    shown ? { from: shown.from, to: shown.to, userId: state.personId || undefined, worksiteId: state.worksiteId || undefined } : null,
  );
  const jobs = schedule.data?.items ?? [];
  const api = () => calendarRef.current?.getApi();

  const onRange = (range: DatesSetArg) => {
    const days = visibleDays(range.start, range.end);
    const firstDay = calendarDay(range.view.currentStart);
    setShown({ ...days, firstDay, view: range.view.type, title: rangeTitle(range.view.type, range.start, range.end, range.view.currentStart) });
  };

  // The view and days on show are kept in the address, so a reload opens them again. After the
  // render (the calendar reports its range while rendering) and in one update: two in a row would
  // each start from the same old address.
  const { date: addressDate, view: addressView, update } = state;
  useEffect(() => {
    if (shown && (shown.firstDay !== addressDate || shown.view !== addressView)) update({ date: shown.firstDay, view: shown.view });
  }, [shown, addressDate, addressView, update]);

  return (
    <Stack gap="md">
      <ScheduleFilters
        personId={state.personId}
        worksiteId={state.worksiteId}
        onPerson={(id) => state.update({ person: id || null })}
        onWorksite={(id) => state.update({ worksite: id || null })}
      />
      {actions}
      <ScheduleToolbar
        title={shown?.title ?? ''}
        view={state.view}
        day={shown?.firstDay ?? ''}
        onPrevious={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onView={(view) => api()?.changeView(view)}
        onDay={(day) => api()?.gotoDate(day)}
      />
      <Group justify="space-between" gap="sm" wrap="wrap">
        <StatusLegend />
        <Group gap="xs" aria-live="polite" mih={24}>
          {schedule.isFetching && (
            <>
              <Loader size="sm" aria-hidden />
              <Text size="sm">Loading jobs…</Text>
            </>
          )}
        </Group>
      </Group>
      {schedule.isError && <LoadError title="The schedule did not load" error={schedule.error} onRetry={() => void schedule.refetch()} />}
      {schedule.data?.truncated && (
        <Alert color="orange" title="Busy days">
          Only the first {SCHEDULE_MAX_JOBS} jobs of these days are shown. Choose a person or a worksite, or a shorter view, to see the rest.
        </Alert>
      )}
      <CalendarGrid
        calendarRef={calendarRef}
        jobs={jobs}
        timeZone={timeZone}
        view={state.view}
        initialDate={state.date ?? undefined}
        editable={editable}
        compact={state.phone}
        onRange={onRange}
        onOpen={(job) => void navigate(jobPath({ worksiteId: job.worksite.id, projectId: job.project.id }, job.id))}
        onMove={onMove}
        onSelect={onSelect}
      />
      <ScheduleJobList jobs={jobs} timeZone={timeZone} onReschedule={onReschedule} />
    </Stack>
  );
}
