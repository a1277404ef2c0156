import type { TAssignmentStatus } from '@hivis/contracts';

/** Job status words of spec 4 (PENDING 'Is Pending', IN_PROGRESS 'In Progress') and the two end states. */
const JOB_STATUS_WORDS: Record<string, string> = {
  PENDING: 'Is Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};
export const jobStatusWord = (status: string) => JOB_STATUS_WORDS[status] ?? status;

/** Colours that keep dark text readable in sun glare (light badges, black label). */
export const ANSWER_COLOURS: Record<TAssignmentStatus, string> = {
  offered: 'yellow',
  accepted: 'green',
  declined: 'red',
  removed: 'gray',
};
