import type { TIncidentAction } from '@hivis/contracts';
import { formatDate } from '../../ui/dates';

/*
 * How a corrective action reads: when it is due (days compared as YYYY-MM-DD on the phone's
 * calendar) and whether it is overdue.
 */

/** An open action whose due day has passed. */
export function isOverdue(action: Pick<TIncidentAction, 'status' | 'dueOn'>, today: string): boolean {
  return action.status === 'open' && action.dueOn < today;
}

/** "Due today", "Due 28/02/2030". */
export function dueWords(dueOn: string, today: string): string {
  if (dueOn === today) return 'Due today';
  // Midnight on the phone's clock is that day whatever its zone.
  return `Due ${formatDate(`${dueOn}T00:00:00`)}`;
}
