import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatSchedule, toZonedFields } from '../jobs/zoned-time';
import { JobWindowFields, windowErrors, windowOf } from './JobWindowFields';
import type { TJobWindowValues } from './JobWindowFields';
import type { TJobWindow, TMovableJob, TMoveOutcome } from './useJobMove';

type TRescheduleDialogProps = {
  job: TMovableJob | null;
  timeZone: string;
  busy: boolean;
  onClose: () => void;
  onMove: (job: TMovableJob, window: TJobWindow) => Promise<TMoveOutcome>;
};

/** Moving a job without dragging (keyboard, phone), or giving one its first time: the browser's date and time fields. */
export function RescheduleDialog({ job, timeZone, busy, onClose, onMove }: TRescheduleDialogProps) {
  return (
    <Modal
      opened={job !== null}
      onClose={onClose}
      title={job ? `${job.start ? 'Reschedule' : 'Schedule'} ${job.title}` : 'Reschedule'}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {job && <RescheduleForm key={job.id} job={job} timeZone={timeZone} busy={busy} onClose={onClose} onMove={onMove} />}
    </Modal>
  );
}

function RescheduleForm({ job, timeZone, busy, onClose, onMove }: TRescheduleDialogProps & { job: TMovableJob }) {
  const start = toZonedFields(job.start, timeZone);
  const end = toZonedFields(job.end, timeZone);
  const form = useForm<TJobWindowValues>({
    initialValues: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time },
    validate: (values) => windowErrors(values, timeZone),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const { start: newStart, end: newEnd } = windowOf(values, timeZone);
        if (!newStart) return;
        // On a clash the confirmation takes over; on a failure the form stays for another try.
        if ((await onMove(job, { start: newStart, end: newEnd })) !== 'failed') onClose();
      })}
    >
      <Stack gap="md">
        <Text size="sm">Now: {formatSchedule(job.start, job.end, timeZone)}</Text>
        <JobWindowFields values={form.values} inputProps={form.getInputProps} timeZone={timeZone} summaryLabel="New time" />
        <Text size="sm" c="dimmed">
          Everyone offered or on the job is told of the new time.
        </Text>
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Move job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
