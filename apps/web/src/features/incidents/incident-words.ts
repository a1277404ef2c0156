import { INCIDENT_TYPE_LABELS } from '@hivis/contracts';
import type { TIncidentType } from '@hivis/contracts';
import { formatDate, formatTime } from '../../ui/dates';

/** "Injury, Near miss": what kind of incident, in the order the form lists them. */
export function typesWords(types: readonly TIncidentType[]): string {
  return types.length === 0 ? 'Incident' : types.map((type) => INCIDENT_TYPE_LABELS[type]).join(', ');
}

/** "26/11/2026 at 10:42 AM", on the phone's clock. */
export function whenWords(iso: string): string {
  return `${formatDate(iso)} at ${formatTime(iso)}`;
}

/** How the report reads in the outbox and Needs attention: "Incident report: Injury, Near miss". */
export function reportLabel(types: readonly TIncidentType[]): string {
  return `Incident report: ${typesWords(types)}`;
}

/** "2 open actions", "1 open action". */
export function openActionsWords(count: number): string {
  return `${count} open action${count === 1 ? '' : 's'}`;
}

/** "28/02/2031" for a calendar day (YYYY-MM-DD), whatever the phone's zone. */
export function dayWords(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00`) : formatDate(day);
}
