/**
 * How a person is named on a dashboard. In the app: the full name (the email when no name was
 * given yet). On an embedded dashboard (an office TV, a shared screen): first name and the initial
 * of the last name, and never an email address.
 */
export type TNaming = 'full' | 'embed';

export function dashboardNameOf(person: { firstName: string; lastName: string; email: string }, naming: TNaming): string {
  const first = person.firstName.trim();
  const last = person.lastName.trim();
  if (naming === 'full') return `${first} ${last}`.trim() || person.email;
  const initial = last ? `${last.charAt(0).toUpperCase()}.` : '';
  return `${first} ${initial}`.trim() || 'Name not set';
}
