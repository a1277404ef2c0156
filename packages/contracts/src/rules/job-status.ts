/*
 * Job statuses (spec 4: PENDING 'Is Pending', IN_PROGRESS 'In Progress') and the moves between
 * them. Kept pure and shared, so the server enforces exactly the buttons the office sees.
 */

export const JOB_STATUSES = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'CANCELLED'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<TJobStatus, string> = {
  PENDING: 'Is Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/**
 * Where a job may go from each status. A job is started before it is completed (so a time sheet
 * exists for it); a started job can be put back to pending when the crew is sent home (weather,
 * no access); a completed job is reopened into progress when defects come back; a cancelled job
 * is reinstated as pending, to be scheduled again. Completed jobs are not cancelled: the work
 * happened and its paperwork stays.
 */
const NEXT: Record<TJobStatus, readonly TJobStatus[]> = {
  PENDING: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'PENDING', 'CANCELLED'],
  COMPLETED: ['IN_PROGRESS'],
  CANCELLED: ['PENDING'],
};

export function nextJobStatuses(from: TJobStatus): readonly TJobStatus[] {
  return NEXT[from];
}

export function canMoveJob(from: TJobStatus, to: TJobStatus): boolean {
  return NEXT[from].includes(to);
}

/** The words on the button that makes the move. */
export function jobMoveLabel(from: TJobStatus, to: TJobStatus): string {
  if (to === 'IN_PROGRESS') return from === 'COMPLETED' ? 'Reopen job' : 'Start job';
  if (to === 'COMPLETED') return 'Mark completed';
  if (to === 'CANCELLED') return 'Cancel job';
  return from === 'CANCELLED' ? 'Reinstate job' : 'Put back to pending';
}

/** The 400 message for a move the rule does not allow. */
export function jobMoveRefusal(from: TJobStatus, to: TJobStatus): string {
  const allowed = NEXT[from].map((status) => `'${JOB_STATUS_LABELS[status]}'`).join(' or ');
  return `A job that is '${JOB_STATUS_LABELS[from]}' cannot be moved to '${JOB_STATUS_LABELS[to]}'. It can go to ${allowed}.`;
}
