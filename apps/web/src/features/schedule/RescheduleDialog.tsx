import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { JOB_MESSAGES } from '@hivis/contracts';
import { formatSchedule, fromZonedFields, toZonedFields } from '../jobs/zoned-time';
import type { TJobWindow, TMovableJob, TMoveOutcome } from './useJobMove';

type TRescheduleValues = { startDate: string; startTime: string; endDate: string; endTime: string };

/** The instants of the typed fields; null where a field is blank or not a real date. */
function windowOf(values: TRescheduleValues, timeZone: string) {
  return {
    start: fromZonedFields(values.startDate, values.startTime, timeZone),
    end: values.endDate ? fromZonedFields(values.endDate, values.endTime, timeZone) : null,
  };
}

function validate(values: TRescheduleValues, timeZone: string): Partial<Record<keyof TRescheduleValues, string>> {
  const errors: Partial<Record<keyof TRescheduleValues, string>> = {};
  if (!values.startDate) errors.startDate = 'Please choose the start date.';
  if (!values.startTime) errors.startTime = 'Please choose the start time.';
  if (values.endTime && !values.endDate) errors.endDate = 'Please choose the end date too.';
  const { start, end } = windowOf(values, timeZone);
  if (start && end && end < start) errors.endDate = JOB_MESSAGES.endBeforeStart;
  return errors;
}

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
    <Modal opened={job !== null} onClose={onClose} title={job ? `${job.start ? 'Reschedule' : 'Schedule'} ${job.title}` : 'Reschedule'} centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {job && <RescheduleForm key={job.id} job={job} timeZone={timeZone} busy={busy} onClose={onClose} onMove={onMove} />}
    </Modal>
  );
}

function RescheduleForm({ job, timeZone, busy, onClose, onMove }: TRescheduleDialogProps & { job: TMovableJob }) {
  const start = toZonedFields(job.start, timeZone);
  const end = toZonedFields(job.end, timeZone);
  const form = useForm<TRescheduleValues>({
    initialValues: { startDate: start.date, startTime: start.time, endDate: end.date, endTime: end.time },
    validate: (values) => validate(values, timeZone),
  });
  const chosen = windowOf(form.values, timeZone);

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
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput type="date" label="Start date" {...form.getInputProps('startDate')} />
          <TextInput type="time" label="Start time" {...form.getInputProps('startTime')} />
          <TextInput type="date" label="End date (optional)" {...form.getInputProps('endDate')} />
          <TextInput type="time" label="End time (optional)" {...form.getInputProps('endTime')} />
        </SimpleGrid>
        <Text size="sm" fw={700} aria-live="polite">
          New time: {chosen.start ? formatSchedule(chosen.start, chosen.end, timeZone) : 'choose a start date and time'}
        </Text>
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
