import type { TSwmsSignature, TSwmsSigningInvite } from '@hivis/contracts';

/* Who has signed which version, and who still has to sign the current one (the sign-on register). */

export type TRegisterRow = TSwmsSignature & {
  /** Signed only an earlier version: asked to sign the current one. */
  askedAgain: boolean;
};

const personOf = (signature: Pick<TSwmsSignature, 'userId' | 'signerEmail' | 'signerName'>) =>
  signature.userId ?? signature.signerEmail?.toLowerCase() ?? signature.signerName.toLowerCase();

/** Newest first; an older sign-on is marked when that person has not yet signed the current version. */
export function registerRows(signatures: TSwmsSignature[], currentVersion: number): TRegisterRow[] {
  const signedCurrent = new Set(signatures.filter((signature) => signature.version === currentVersion).map(personOf));
  const latestOld = new Set<string>();
  return [...signatures]
    .sort((a, b) => b.signedAt.localeCompare(a.signedAt))
    .map((signature) => {
      const person = personOf(signature);
      // Mark only each person's latest older sign-on, not every earlier one.
      const askedAgain = signature.version < currentVersion && !signedCurrent.has(person) && !latestOld.has(person);
      if (signature.version < currentVersion) latestOld.add(person);
      return { ...signature, askedAgain };
    });
}

/**
 * Links sent for the current version that are still open: people yet to sign. Someone already
 * shown as asked to sign again (`alreadyListed`, their emails) is not listed twice.
 */
export function waitingInvites(invites: TSwmsSigningInvite[], currentVersion: number, alreadyListed: ReadonlySet<string> = new Set()): TSwmsSigningInvite[] {
  return invites.filter((invite) => invite.status === 'open' && invite.version === currentVersion && !alreadyListed.has(invite.email.toLowerCase()));
}
