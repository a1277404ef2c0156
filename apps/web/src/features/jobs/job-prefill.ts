import { jobsBase } from './job-paths';

/*
 * A new job's times handed to the job form in its address (?start=&end=, instants in ISO 8601), as
 * the schedule does when a time is picked there. Anything that is not a real instant is ignored,
 * so a hand-edited link opens an empty schedule rather than a wrong one.
 */

type TPlace = { worksiteId: string; projectId: string };
type TPrefill = { start: string; end: string | null };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

function instantOf(value: string | null): string | null {
  if (!value || !ISO_INSTANT.test(value)) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The job form for a new job in the project, with its start and end filled in. */
export function jobPrefillPath(place: TPlace, { start, end }: TPrefill): string {
  const params = new URLSearchParams({ start });
  if (end) params.set('end', end);
  return `${jobsBase(place)}/create?${params.toString()}`;
}

/** The times a link asks the form to start with; an end before the start is dropped. */
export function prefilledSchedule(params: URLSearchParams): { scheduledStart: string | null; scheduledEnd: string | null } {
  const scheduledStart = instantOf(params.get('start'));
  const end = instantOf(params.get('end'));
  const scheduledEnd = end && (!scheduledStart || end >= scheduledStart) ? end : null;
  return { scheduledStart, scheduledEnd };
}
