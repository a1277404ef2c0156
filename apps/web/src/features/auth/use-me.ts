import type { TCrewMember } from '../../ui/sign-on/sign-on-choice';
import { useCurrentUser, useStoredAuth } from './session';

/** The signed-in person, by name: who presents a talk or prepares a JSA, and one of those who may sign on. */
export function useMe(): TCrewMember | null {
  const auth = useStoredAuth();
  const { data: user } = useCurrentUser();
  const person = user ?? auth;
  if (!person) return null;
  return { userId: person.id, name: `${person.firstName} ${person.lastName}`.trim() || person.email };
}
