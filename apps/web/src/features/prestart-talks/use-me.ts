import { useCurrentUser, useStoredAuth } from '../auth/session';
import type { TCrewMember } from './sign-on-choice';

/** The signed-in person, by name: the presenter of the talks they start, and one of those who may sign on. */
export function useMe(): TCrewMember | null {
  const auth = useStoredAuth();
  const { data: user } = useCurrentUser();
  const person = user ?? auth;
  if (!person) return null;
  return { userId: person.id, name: `${person.firstName} ${person.lastName}`.trim() || person.email };
}
