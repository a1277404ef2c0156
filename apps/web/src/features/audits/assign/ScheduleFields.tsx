import { NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { AUDIT_RECURRENCES, RECURRENCE_LABELS } from '@hivis/contracts';
import type { TAuditRecurrence } from '@hivis/contracts';
import { TIME_ZONE_LABELS } from '../../company/time-zones';
import type { TScheduleValues } from './assign-form';
import { scheduleSentence } from './schedule-words';

const zoneLabel = (timeZone: string) => TIME_ZONE_LABELS[timeZone as keyof typeof TIME_ZONE_LABELS] ?? timeZone.replace(/_/g, ' ');

type TScheduleFieldsProps<Values extends TScheduleValues> = {
  form: UseFormReturnType<Values>;
  timeZone: string;
};

/**
 * When it is due: how often, the first day, the time of day, and an end day (not for a one-off).
 * Date and time fields show the phone's own pickers; the sentence under them reads the choice back.
 */
export function ScheduleFields<Values extends TScheduleValues>({ form, timeZone }: TScheduleFieldsProps<Values>) {
  const values: TScheduleValues = form.getValues();
  const once = values.recurrence === 'once';
  const sentence = scheduleSentence({ ...values, endsOn: once || values.endsOn === '' ? null : values.endsOn });
  // The form's paths are the schedule's, whatever else the form holds.
  const field = (name: keyof TScheduleValues) => form.getInputProps(name as Parameters<typeof form.getInputProps>[0]);
  return (
    <Stack gap="sm">
      <NativeSelect
        size="md"
        label="How often"
        data={AUDIT_RECURRENCES.map((recurrence: TAuditRecurrence) => ({ value: recurrence, label: RECURRENCE_LABELS[recurrence] }))}
        {...field('recurrence')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          type="date"
          label={once ? 'Due on' : 'First day'}
          description={once ? 'The day it is to be done.' : 'The first day it is due; the days after follow from it.'}
          {...field('startsOn')}
        />
        <TextInput type="time" label="Due by" description="The time of day it is due by." {...field('dueTime')} />
      </SimpleGrid>
      {!once && (
        <TextInput
          type="date"
          label="Last day (optional)"
          description="Leave it empty to keep it going until you stop it."
          min={values.startsOn || undefined}
          {...field('endsOn')}
        />
      )}
      <Text size="sm">Days and times are in {zoneLabel(timeZone)}.</Text>
      {/* Date fields show the phone's own format; this line reads the choice back in words. */}
      <Text size="sm" fw={600} aria-live="polite">
        {sentence ? `Due: ${sentence}.` : ''}
      </Text>
    </Stack>
  );
}
