import type { TAuditAction, TEmployeeListItem } from '@hivis/contracts';
import { formatDate } from '../../../ui/dates';

/*
 * How an action reads on screen: its priority, where it is, when it is due (days are the
 * company's calendar days, compared as YYYY-MM-DD), and who it can be given to.
 */

export const PRIORITY_WORDS: Record<TAuditAction['priority'], string | null> = {
  urgent: 'Urgent',
  high: 'High priority',
  moderate: 'Moderate priority',
  low: 'Low priority',
  none: null,
};

/** An open action whose due day has passed (`today` on the company's calendar). */
export function isOverdue(action: Pick<TAuditAction, 'status' | 'dueOn'>, today: string): boolean {
  return action.status === 'open' && action.dueOn !== null && action.dueOn < today;
}

/** "Due today", "Due 28/02/2030", "No due day". */
export function dueWords(dueOn: string | null, today: string): string {
  if (dueOn === null) return 'No due day';
  if (dueOn === today) return 'Due today';
  // Midnight on the device's clock is that day whatever its zone.
  return `Due ${formatDate(`${dueOn}T00:00:00`)}`;
}

/** "Fence repairs · 12 Smith St", or null when it is on neither. */
export function placeWords(action: Pick<TAuditAction, 'job' | 'worksite'>): string | null {
  return [action.job?.name, action.worksite?.name].filter(Boolean).join(' · ') || null;
}

export type TPersonOption = { value: string; label: string };

/**
 * Who an action can be given to: the company's people who are not deactivated, by name; the
 * person it is given to now stays a choice even when they have left (keeping them is allowed).
 */
export function personOptions(people: readonly TEmployeeListItem[], current: TAuditAction['assignedTo']): TPersonOption[] {
  const options = people
    .filter((person) => person.status !== 'deactivated')
    .map((person) => ({
      value: person.id,
      label: `${`${person.firstName} ${person.lastName}`.trim() || person.email}${person.status === 'pending_setup' ? ' (not joined yet)' : ''}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
  if (current && !options.some((option) => option.value === current.id)) options.unshift({ value: current.id, label: current.name });
  return options;
}
