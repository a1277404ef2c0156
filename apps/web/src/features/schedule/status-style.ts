import { JOB_STATUSES, JOB_STATUS_LABELS } from '@hivis/contracts';
import type { TJobStatus } from '@hivis/contracts';

/*
 * Event colours by status, the same families as the job status badge. Every event also says its
 * status in words, so colour is never the only cue. Fills are light and text is black (at least
 * 7:1); the strong left border tells statuses apart at a glance on a sunny screen.
 */
export const STATUS_STYLE: Record<TJobStatus, { fill: string; edge: string }> = {
  PENDING: { fill: 'var(--mantine-color-yellow-1)', edge: 'var(--mantine-color-yellow-7)' },
  IN_PROGRESS: { fill: 'var(--mantine-color-blue-1)', edge: 'var(--mantine-color-blue-7)' },
  COMPLETED: { fill: 'var(--mantine-color-green-1)', edge: 'var(--mantine-color-green-8)' },
  CANCELLED: { fill: 'var(--mantine-color-gray-2)', edge: 'var(--mantine-color-gray-6)' },
};

export const STATUS_LEGEND = JOB_STATUSES.map((status) => ({ status, label: JOB_STATUS_LABELS[status], ...STATUS_STYLE[status] }));

/** Only open jobs move: a completed job's times are its record, a cancelled one is off the schedule. */
export const canMove = (status: TJobStatus): boolean => status === 'PENDING' || status === 'IN_PROGRESS';
