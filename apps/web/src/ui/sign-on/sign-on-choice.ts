import type { TAssignment } from '@hivis/contracts';

/*
 * "Who is signing?" on a phone passed around the crew (a pre-start talk, a JSA): the job's crew
 * (and the person holding the phone), less those already signed, then "Someone else" for a
 * visitor or another company's worker, who types their name. Checked on the phone with the
 * server's words, so a sign-on saved with no signal is one the server takes.
 */

export const SOMEONE_ELSE = 'someone-else';

/** The most a signer's name takes (the server's limit). */
export const SIGNER_NAME_MAX = 120;

export const CHOOSE_SIGNER = 'Please choose who is signing.';

export type TCrewMember = { userId: string; name: string };
export type TSigner = { signerName: string; userId: string | null };
/** Someone already signed on to what is being signed (the talk, this version of the JSA). */
export type TSignedPerson = { signerName: string; userId: string | null };

/** The server's words for the two refusals the phone can foresee. */
export type TSignOnMessages = { signerName: string; signedAlready: string };

const nameOf = (person: Pick<TAssignment, 'firstName' | 'lastName' | 'email'>) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The people on the job who may be on site: offered or accepted, by name. */
export function crewOf(staff: readonly TAssignment[]): TCrewMember[] {
  return staff
    .filter((person) => person.status === 'offered' || person.status === 'accepted')
    .map((person) => ({ userId: person.userId, name: nameOf(person) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The choices of the select: the phone's holder first ("(you)"), then the crew, none already signed, then Someone else. */
export function signerOptions(crew: readonly TCrewMember[], me: TCrewMember | null, signed: readonly TSignedPerson[]): { value: string; label: string }[] {
  const done = new Set(signed.flatMap((row) => (row.userId ? [row.userId] : [])));
  const people = me && !crew.some((person) => person.userId === me.userId) ? [me, ...crew] : [...crew];
  return [
    ...people
      .filter((person) => !done.has(person.userId))
      .map((person) => ({ value: person.userId, label: person.userId === me?.userId ? `${person.name} (you)` : person.name })),
    { value: SOMEONE_ELSE, label: 'Someone else (type their name)' },
  ];
}

/** Who signs, from the choice and the typed name, or the words that say what is missing. */
export function resolveSigner(
  choice: string | null,
  typedName: string,
  people: readonly TCrewMember[],
  signed: readonly TSignedPerson[],
  messages: TSignOnMessages,
): { signer: TSigner } | { problem: string } {
  if (!choice) return { problem: CHOOSE_SIGNER };
  if (choice === SOMEONE_ELSE) {
    const name = typedName.trim().replace(/\s+/g, ' ');
    if (name === '') return { problem: messages.signerName };
    if (name.length > SIGNER_NAME_MAX) return { problem: `Must be at most ${SIGNER_NAME_MAX} characters.` };
    if (signed.some((row) => sameName(row.signerName, name))) return { problem: messages.signedAlready };
    return { signer: { signerName: name, userId: null } };
  }
  const person = people.find((candidate) => candidate.userId === choice);
  if (!person) return { problem: CHOOSE_SIGNER };
  if (signed.some((row) => row.userId === person.userId)) return { problem: messages.signedAlready };
  return { signer: { signerName: person.name, userId: person.userId } };
}
