import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { useCompanyTimeZone } from '../jobs/jobs-api';
import { formatSchedule } from '../jobs/zoned-time';
import { MoveClashDialog } from './MoveClashDialog';
import { RescheduleDialog } from './RescheduleDialog';
import { ScheduleBoard } from './ScheduleBoard';
import { UnscheduledJobs } from './UnscheduledJobs';
import { useJobMove } from './useJobMove';
import type { TMovableJob } from './useJobMove';
import { useScheduleView } from './useScheduleView';

export const NEW_ON_SCHEDULE_PATH = '/schedule-new';

/**
 * /schedule: the company's jobs by month, week or day, for everyone or one person or worksite.
 * Dragging a job (or its Reschedule button) moves it, after a check that its people are free;
 * the open jobs without a time are listed under it, to be given one the same way.
 */
export function SchedulePage() {
  const timeZone = useCompanyTimeZone();
  const move = useJobMove();
  const [rescheduling, setRescheduling] = useState<TMovableJob | null>(null);
  const { personId, worksiteId } = useScheduleView();

  return (
    <Page title="Work Schedule" size="xl">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text>Drag a job to move it, or use its Reschedule button below the calendar. Select a job to open it.</Text>
        <Button component={Link} to={NEW_ON_SCHEDULE_PATH} leftSection={<IconPlus size={20} aria-hidden />}>
          New job on the schedule
        </Button>
      </Group>
      <ScheduleBoard editable onMove={(job, window, revert) => void move.request(job, window, revert)} onReschedule={setRescheduling} />
      {/* Keyed by the filters, so a new filter starts again from the first page. */}
      <UnscheduledJobs
        key={`${personId}|${worksiteId}`}
        personId={personId}
        worksiteId={worksiteId}
        onSchedule={(job) => setRescheduling({ ...job, start: null, end: null })}
      />
      <RescheduleDialog job={rescheduling} timeZone={timeZone} busy={move.busy} onClose={() => setRescheduling(null)} onMove={move.request} />
      <MoveClashDialog
        jobTitle={move.pending?.job.title ?? null}
        when={move.pending ? formatSchedule(move.pending.window.start, move.pending.window.end, timeZone) : ''}
        clashes={move.pending?.clashes ?? []}
        busy={move.busy}
        onKeep={move.cancel}
        onConfirm={() => void move.confirm()}
      />
    </Page>
  );
}
