import { formatDate, formatTime } from '../../ui/dates';

/*
 * The 48-hour clock of a notifiable incident's written notice, in words a supervisor reads at a
 * glance: how long is left, in whole hours (minutes in the last hour), or how long it is overdue.
 */

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export type TClockWords = { text: string; overdue: boolean };

function span(ms: number): string {
  if (ms >= HOUR_MS) return `${Math.floor(ms / HOUR_MS)} h`;
  return `${Math.max(1, Math.ceil(ms / MINUTE_MS))} min`;
}

/** "Written notice due in 31 h", "Written notice due in 20 min", "Written notice overdue by 3 h". */
export function writtenNoticeWords(dueAt: string | Date, now: Date): TClockWords {
  const left = new Date(dueAt).getTime() - now.getTime();
  if (left > 0) return { text: `Written notice due in ${span(left)}`, overdue: false };
  // Overdue from the due minute on: "overdue by 1 min" rather than "due in 0 min".
  return { text: `Written notice overdue by ${span(-left)}`, overdue: true };
}

/** "by 28/11/2026 at 10:42 AM": when it is due, on the phone's clock. */
export function dueByWords(dueAt: string | Date): string {
  return `by ${formatDate(dueAt)} at ${formatTime(dueAt)}`;
}
