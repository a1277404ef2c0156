import type { TEmployeeListItem } from '@hivis/contracts';

/*
 * The company's people as a list to choose from (a person involved, the owner of an action): not
 * deactivated, by name; someone chosen before stays a choice even when they have left.
 */

export type TPersonOption = { value: string; label: string };

export const personName = (person: Pick<TEmployeeListItem, 'firstName' | 'lastName' | 'email'>) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;

export function personOptions(people: readonly TEmployeeListItem[], current: { id: string; name: string } | null): TPersonOption[] {
  const options = people
    .filter((person) => person.status !== 'deactivated')
    .map((person) => ({ value: person.id, label: `${personName(person)}${person.status === 'pending_setup' ? ' (not joined yet)' : ''}` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'));
  if (current && !options.some((option) => option.value === current.id)) options.unshift({ value: current.id, label: current.name });
  return options;
}
