import { Button, Group, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowRight } from '@tabler/icons-react';
import { JOB_NUMBER_MAX, JOB_TEXT_MAX } from '@hivis/contracts';
import type { TJobDetailsInput } from '@hivis/contracts';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { FormSection } from '../../ui/forms/FormSection';
import { JOB_FORM_FIELDS, jobPayloadOf, validateJobForm } from './job-form-values';
import { formatSchedule } from './zoned-time';
import type { TJobFormValues } from './job-form-values';

/** The server names the schedule as instants; the form shows each as a date and a time field. */
const SERVER_FIELD_TO_FORM: Record<string, string> = { scheduledStart: 'startDate', scheduledEnd: 'endDate' };

/** The chosen times as DD/MM/YYYY hh:mm A, whatever format the phone's date field uses. */
function scheduleReadBack(values: TJobFormValues, timeZone: string): string {
  const { scheduledStart, scheduledEnd } = jobPayloadOf(values, timeZone);
  return `Scheduled: ${formatSchedule(scheduledStart, scheduledEnd, timeZone)}`;
}

type TJobFormProps = {
  initialValues: TJobFormValues;
  timeZone: string;
  /** Shown under the schedule: which zone the times are in. */
  timeZoneLabel: string;
  submitLabel: string;
  /** Saves (or passes on) the checked details; a rejection with field errors lands on the fields. */
  onSubmit: (payload: Required<TJobDetailsInput>) => Promise<unknown>;
  isNew: boolean;
  /** Whose draft the device keeps: the job being edited, or (for a new job) its project. */
  draftRecordId: string;
  /** Creating: the record id made on the device, kept with the draft (useDeviceId). */
  deviceId?: TDeviceId;
};

/** Create and edit share this form: what the job is, when, and notes for the crew. */
export function JobForm({ initialValues, timeZone, timeZoneLabel, submitLabel, onSubmit, isNew, draftRecordId, deviceId }: TJobFormProps) {
  const form = useForm<TJobFormValues>({ mode: 'controlled', initialValues, validate: (values) => validateJobForm(values, timeZone) });
  const {
    problem,
    submitting,
    onSubmit: submitWith,
  } = useServerForm(form, {
    fields: JOB_FORM_FIELDS,
    fieldNames: SERVER_FIELD_TO_FORM,
    invalidMessage: CHECK_FIELDS,
  });
  const draft = useFormDraft(form, { form: 'job', recordId: draftRecordId, deviceId });

  return (
    <form noValidate aria-label={submitLabel} onSubmit={submitWith(draft.saveWith((values: TJobFormValues) => onSubmit(jobPayloadOf(values, timeZone))))}>
      <Stack gap="lg">
        {draft.prompt}
        <FormSection id="job-what" title="The job">
          <TextInput
            label="Job title"
            description="What the crew will do, e.g. ‘Install roof safety mesh’."
            size="md"
            required
            autoComplete="off"
            {...form.getInputProps('title')}
          />
          <TextInput
            label="Job number"
            description={isNew ? 'Leave blank and HiVis gives the next number, like J-0001.' : 'Your reference for the job.'}
            size="md"
            maxLength={JOB_NUMBER_MAX}
            autoComplete="off"
            {...form.getInputProps('jobNumber')}
          />
          <Textarea label="Description" size="md" autosize minRows={3} maxRows={10} maxLength={JOB_TEXT_MAX} {...form.getInputProps('description')} />
          <Textarea
            label="Scope of work"
            description="Where the work starts and stops: areas, levels, what is not included."
            size="md"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={JOB_TEXT_MAX}
            {...form.getInputProps('scope')}
          />
        </FormSection>

        <FormSection id="job-when" title="When">
          <Text size="sm">Times are in {timeZoneLabel}. Leave blank if the job is not scheduled yet.</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput type="date" label="Start date" size="md" {...form.getInputProps('startDate')} />
            <TextInput type="time" label="Start time" size="md" {...form.getInputProps('startTime')} />
            <TextInput type="date" label="End date" size="md" {...form.getInputProps('endDate')} />
            <TextInput type="time" label="End time" size="md" {...form.getInputProps('endTime')} />
          </SimpleGrid>
          {/* Date fields show the phone's own format; this line reads the choice back the HiVis way. */}
          <Text size="sm" aria-live="polite">
            {scheduleReadBack(form.getValues(), timeZone)}
          </Text>
        </FormSection>

        <FormSection id="job-notes" title="Notes">
          <Textarea
            label="Notes for the crew"
            description="Access, parking, deliveries, what to bring."
            size="md"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={JOB_TEXT_MAX}
            {...form.getInputProps('notes')}
          />
        </FormSection>

        <FormProblem title="The job was not saved" problem={problem} />
        <Group justify="flex-end">
          <Button type="submit" size="md" rightSection={<IconArrowRight size={20} aria-hidden />} loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
