import { SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { JOB_MESSAGES } from '@hivis/contracts';
import { formatSchedule, fromZonedFields } from '../jobs/zoned-time';

/** A job's start and end as typed in the browser's date and time fields, in the company's time zone. */
export type TJobWindowValues = { startDate: string; startTime: string; endDate: string; endTime: string };

/** The instants of the typed fields; null where a field is blank or not a real date. */
export function windowOf(values: TJobWindowValues, timeZone: string) {
  return {
    start: fromZonedFields(values.startDate, values.startTime, timeZone),
    end: values.endDate ? fromZonedFields(values.endDate, values.endTime, timeZone) : null,
  };
}

/** A start is needed, an end time needs its date, and the end may not come before the start. */
export function windowErrors(values: TJobWindowValues, timeZone: string): Partial<Record<keyof TJobWindowValues, string>> {
  const errors: Partial<Record<keyof TJobWindowValues, string>> = {};
  if (!values.startDate) errors.startDate = 'Please choose the start date.';
  if (!values.startTime) errors.startTime = 'Please choose the start time.';
  if (values.endTime && !values.endDate) errors.endDate = 'Please choose the end date too.';
  const { start, end } = windowOf(values, timeZone);
  if (start && end && end < start) errors.endDate = JOB_MESSAGES.endBeforeStart;
  return errors;
}

type TJobWindowFieldsProps = {
  values: TJobWindowValues;
  inputProps: (field: keyof TJobWindowValues) => GetInputPropsReturnType;
  timeZone: string;
  /** Words before the chosen window, read out as it changes. */
  summaryLabel: string;
};

/** The four date and time fields, two a row from the xs breakpoint, and the window they make in words. */
export function JobWindowFields({ values, inputProps, timeZone, summaryLabel }: TJobWindowFieldsProps) {
  const chosen = windowOf(values, timeZone);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput type="date" label="Start date" {...inputProps('startDate')} />
        <TextInput type="time" label="Start time" {...inputProps('startTime')} />
        <TextInput type="date" label="End date (optional)" {...inputProps('endDate')} />
        <TextInput type="time" label="End time (optional)" {...inputProps('endTime')} />
      </SimpleGrid>
      <Text size="sm" fw={700} aria-live="polite">
        {`${summaryLabel}: `}
        {chosen.start ? formatSchedule(chosen.start, chosen.end, timeZone) : 'choose a start date and time'}
      </Text>
    </>
  );
}
