import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { TIMESHEET_MESSAGES, instantOfZonedLocal, zonedLocalDateTime } from '@hivis/contracts';
import type { TCorrectTimeEntryInput, TTimeEntry } from '@hivis/contracts';
import { useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { correctEntry } from './timesheets-api';

type TBreakValues = { startAt: string; endAt: string };
type TValues = { clockInAt: string; clockOutAt: string; breaks: TBreakValues[]; note: string };

const local = (instant: string | null, timeZone: string) => (instant ? zonedLocalDateTime(instant, timeZone) : '');

function valuesOf(entry: TTimeEntry, timeZone: string): TValues {
  return {
    clockInAt: local(entry.clockInAt, timeZone),
    clockOutAt: local(entry.clockOutAt, timeZone),
    breaks: entry.breaks.map((span) => ({ startAt: local(span.startAt, timeZone), endAt: local(span.endAt, timeZone) })),
    note: entry.note ?? '',
  };
}

/** The form's wall-clock times (the company's zone) as the instants the API takes. */
function toInput(values: TValues, timeZone: string): TCorrectTimeEntryInput {
  const instant = (text: string) => instantOfZonedLocal(text, timeZone)?.toISOString() ?? text;
  return {
    clockInAt: instant(values.clockInAt),
    clockOutAt: values.clockOutAt ? instant(values.clockOutAt) : null,
    breaks: values.breaks.map((span) => ({ startAt: instant(span.startAt), endAt: span.endAt ? instant(span.endAt) : null })),
    note: values.note,
  };
}

/** The office corrects a shift: times in the company's zone; the shift then needs approving again. */
export function CorrectEntryModal({ entry, timeZone, onClose, onSaved }: { entry: TTimeEntry; timeZone: string; onClose: () => void; onSaved: () => void }) {
  const form = useForm<TValues>({
    initialValues: valuesOf(entry, timeZone),
    validate: {
      clockInAt: (value) => (instantOfZonedLocal(value, timeZone) ? null : TIMESHEET_MESSAGES.time),
      clockOutAt: (value) =>
        !value ? (entry.clockOutAt ? TIMESHEET_MESSAGES.outRequired : null) : instantOfZonedLocal(value, timeZone) ? null : TIMESHEET_MESSAGES.time,
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form);

  const save = useMutation({
    mutationFn: (values: TValues) => correctEntry(entry.id, toInput(values, timeZone)),
    onSuccess: () => {
      notifySuccess(`${entry.personName}'s shift corrected. Approve it again when it is right.`);
      onSaved();
    },
  });

  return (
    <Modal opened onClose={onClose} title={`Correct ${entry.personName}'s shift`} centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={onSubmit(save.mutateAsync)} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {entry.jobTitle} · times in {timeZone.replace('_', ' ')}
          </Text>
          <Group grow wrap="wrap" align="flex-start">
            <TextInput type="datetime-local" label="Clock in" size="md" miw={220} {...form.getInputProps('clockInAt')} />
            <TextInput
              type="datetime-local"
              label="Clock out"
              size="md"
              miw={220}
              description={entry.clockOutAt ? undefined : 'Leave empty while the shift is still running.'}
              {...form.getInputProps('clockOutAt')}
            />
          </Group>
          <Stack gap="xs">
            <Text fw={600}>Breaks</Text>
            {form.getValues().breaks.length === 0 && (
              <Text size="sm" c="dimmed">
                No breaks.
              </Text>
            )}
            {form.getValues().breaks.map((_, index) => (
              <Group key={form.key(`breaks.${index}`)} align="flex-end" wrap="wrap" gap="xs">
                <TextInput
                  type="datetime-local"
                  label={`Break ${index + 1} start`}
                  size="md"
                  miw={200}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`breaks.${index}.startAt`)}
                />
                <TextInput
                  type="datetime-local"
                  label={`Break ${index + 1} end`}
                  size="md"
                  miw={200}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`breaks.${index}.endAt`)}
                />
                <ActionIcon variant="default" size={44} aria-label={`Remove break ${index + 1}`} onClick={() => form.removeListItem('breaks', index)}>
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="default"
                leftSection={<IconPlus size={18} aria-hidden />}
                onClick={() => form.insertListItem('breaks', { startAt: form.getValues().clockInAt, endAt: form.getValues().clockInAt })}
              >
                Add break
              </Button>
            </Group>
          </Stack>
          <Textarea label="Note" autosize minRows={2} maxLength={1000} {...form.getInputProps('note')} />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              Save correction
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
