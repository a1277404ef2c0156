import type { TProjectJobCounts } from '@hivis/contracts';

/**
 * A project's dates are calendar days (YYYY-MM-DD), not instants: shown as DD/MM/YYYY without
 * passing through a Date, which would shift them a day in some time zones.
 */
export function formatDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** '01/12/2026 – 31/03/2027', 'From 01/12/2026', 'Until …', or '' when neither is known. */
export function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${formatDay(start)} – ${formatDay(end)}`;
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return '';
}

/** Job status labels (spec 4: PENDING 'Is Pending', IN_PROGRESS 'In Progress'). */
export const JOB_STATUS_LABELS: Record<Exclude<keyof TProjectJobCounts, 'total'>, string> = {
  PENDING: 'Is Pending',
  IN_PROGRESS: 'In Progress',
  COMPLETED: 'Completed',
  CANCELLED: 'Cancelled',
};

/** An ABN as the ATO writes it ('51 824 753 556'); anything else (an NZBN) as it was given. */
export function formatAbn(abn: string | null | undefined): string {
  if (!abn) return '';
  return /^\d{11}$/.test(abn) ? `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}` : abn;
}
