import { PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import type { TAssignment } from '@hivis/contracts';
import type { TRegisterRow } from './talk-view';

/*
 * "Who is signing?": the job's crew (and the presenter), less those already on the register, then
 * "Someone else" for a visitor or another company's worker, who types their name. Checked on the
 * phone with the server's words, so a sign-on saved with no signal is one the server takes.
 */

export const SOMEONE_ELSE = 'someone-else';

/** The most a signer's name takes (the server's limit). */
export const SIGNER_NAME_MAX = 120;

export const CHOOSE_SIGNER = 'Please choose who is signing.';

export type TCrewMember = { userId: string; name: string };
export type TSigner = { signerName: string; userId: string | null };

const nameOf = (person: Pick<TAssignment, 'firstName' | 'lastName' | 'email'>) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The people on the job who may be on site: offered or accepted, by name. */
export function crewOf(staff: readonly TAssignment[]): TCrewMember[] {
  return staff
    .filter((person) => person.status === 'offered' || person.status === 'accepted')
    .map((person) => ({ userId: person.userId, name: nameOf(person) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The choices of the select: the presenter first ("(you)"), then the crew, none already signed, then Someone else. */
export function signerOptions(crew: readonly TCrewMember[], me: TCrewMember | null, register: readonly TRegisterRow[]): { value: string; label: string }[] {
  const signed = new Set(register.flatMap((row) => (row.userId ? [row.userId] : [])));
  const people = me && !crew.some((person) => person.userId === me.userId) ? [me, ...crew] : [...crew];
  return [
    ...people
      .filter((person) => !signed.has(person.userId))
      .map((person) => ({ value: person.userId, label: person.userId === me?.userId ? `${person.name} (you)` : person.name })),
    { value: SOMEONE_ELSE, label: 'Someone else (type their name)' },
  ];
}

/** Who signs, from the choice and the typed name, or the words that say what is missing. */
export function resolveSigner(
  choice: string | null,
  typedName: string,
  people: readonly TCrewMember[],
  register: readonly TRegisterRow[],
): { signer: TSigner } | { problem: string } {
  if (!choice) return { problem: CHOOSE_SIGNER };
  if (choice === SOMEONE_ELSE) {
    const name = typedName.trim().replace(/\s+/g, ' ');
    if (name === '') return { problem: PRESTART_TALK_MESSAGES.signerName };
    if (name.length > SIGNER_NAME_MAX) return { problem: `Must be at most ${SIGNER_NAME_MAX} characters.` };
    if (register.some((row) => sameName(row.signerName, name))) return { problem: PRESTART_TALK_MESSAGES.signedAlready };
    return { signer: { signerName: name, userId: null } };
  }
  const person = people.find((candidate) => candidate.userId === choice);
  if (!person) return { problem: CHOOSE_SIGNER };
  if (register.some((row) => row.userId === person.userId)) return { problem: PRESTART_TALK_MESSAGES.signedAlready };
  return { signer: { signerName: person.name, userId: person.userId } };
}
