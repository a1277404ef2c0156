import { JOB_MESSAGES } from '@hivis/contracts';
import type { TJob, TJobDetailsInput } from '@hivis/contracts';
import { formatZoned, fromZonedFields, toZonedFields } from './zoned-time';

/** What the job form holds: text as typed, the schedule as date and time fields in the company zone. */
export type TJobFormValues = {
  title: string;
  jobNumber: string;
  description: string;
  scope: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  notes: string;
};

export const JOB_FORM_FIELDS = ['title', 'jobNumber', 'description', 'scope', 'startDate', 'startTime', 'endDate', 'endTime', 'notes'] as const;

export function jobFormValuesOf(
  job: Pick<TJob, 'title' | 'jobNumber' | 'description' | 'scope' | 'scheduledStart' | 'scheduledEnd' | 'notes'> | null,
  timeZone: string,
): TJobFormValues {
  const start = toZonedFields(job?.scheduledStart, timeZone);
  const end = toZonedFields(job?.scheduledEnd, timeZone);
  return {
    title: job?.title ?? '',
    jobNumber: job?.jobNumber ?? '',
    description: job?.description ?? '',
    scope: job?.scope ?? '',
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    notes: job?.notes ?? '',
  };
}

/** The request body for the job's details (PUT; POST adds the project). */
export function jobPayloadOf(values: TJobFormValues, timeZone: string): Required<TJobDetailsInput> {
  return {
    title: values.title.trim(),
    jobNumber: values.jobNumber.trim() || null,
    description: values.description.trim() || null,
    scope: values.scope.trim() || null,
    scheduledStart: fromZonedFields(values.startDate, values.startTime, timeZone),
    scheduledEnd: fromZonedFields(values.endDate, values.endTime, timeZone),
    notes: values.notes.trim() || null,
  };
}

/** The form's own checks, with the server's words, so a person on a phone hears of them at once. */
export function validateJobForm(values: TJobFormValues, timeZone: string): Partial<Record<keyof TJobFormValues, string>> {
  const errors: Partial<Record<keyof TJobFormValues, string>> = {};
  if (!values.title.trim()) errors.title = JOB_MESSAGES.title;
  if (values.startTime && !values.startDate) errors.startDate = 'Please choose the start date too.';
  if (values.endTime && !values.endDate) errors.endDate = 'Please choose the end date too.';
  const { scheduledStart, scheduledEnd } = jobPayloadOf(values, timeZone);
  if (scheduledStart && scheduledEnd && scheduledEnd < scheduledStart) errors.endDate = JOB_MESSAGES.endBeforeStart;
  return errors;
}

export type TJobChange = { label: string; from: string; to: string };

const textOr = (value: string | null, fallback = 'None') => (value && value.trim() ? value.trim() : fallback);

/** What an edit changes, old → new, in words a person checks before saving. */
export function jobChangesOf(job: TJob, draft: Required<TJobDetailsInput>, timeZone: string): TJobChange[] {
  const rows: TJobChange[] = [
    { label: 'Title', from: job.title, to: textOr(draft.title) },
    // A cleared number keeps the old one (numbers are given once), so it is not a change.
    { label: 'Job number', from: textOr(job.jobNumber), to: textOr(draft.jobNumber ?? job.jobNumber) },
    { label: 'Description', from: textOr(job.description), to: textOr(draft.description) },
    { label: 'Scope', from: textOr(job.scope), to: textOr(draft.scope) },
    { label: 'Start', from: formatZoned(job.scheduledStart, timeZone), to: formatZoned(draft.scheduledStart, timeZone) },
    { label: 'End', from: formatZoned(job.scheduledEnd, timeZone), to: formatZoned(draft.scheduledEnd, timeZone) },
    { label: 'Notes', from: textOr(job.notes), to: textOr(draft.notes) },
  ];
  return rows.filter((row) => row.from !== row.to);
}

/** Whether the people on the job will be told: only a move of its times notifies them. */
export function scheduleMoves(job: TJob, draft: Required<TJobDetailsInput>): boolean {
  const same = (a: string | null, b: string | null) => (a ? new Date(a).getTime() : null) === (b ? new Date(b).getTime() : null);
  return !same(job.scheduledStart, draft.scheduledStart ?? null) || !same(job.scheduledEnd, draft.scheduledEnd ?? null);
}
