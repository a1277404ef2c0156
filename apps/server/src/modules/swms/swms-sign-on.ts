import type { TSwmsPreStartTalk, TSwmsSignature } from '@hivis/contracts';
import type { PaperworkSignOnRow } from '../../db/schema/index.js';

/*
 * A SWMS sign-on is the paperwork core's, with one answer of SWMS's own in its `details`: how the
 * signer took part in the pre-start talk ({ preStartTalk: 'attended' | ... }).
 */

/** What a SWMS sign-on stores in the core's `details`, or null when the signer gave no answer. */
export function preStartTalkDetails(preStartTalk: TSwmsPreStartTalk | null | undefined): { preStartTalk: TSwmsPreStartTalk } | null {
  return preStartTalk ? { preStartTalk } : null;
}

/** `current`: signed the SWMS's current version; an older version's signer is asked to sign again. */
export function presentSignature(row: PaperworkSignOnRow, currentVersion: number): TSwmsSignature {
  return {
    id: row.id,
    version: row.version,
    signerName: row.signerName,
    signerEmail: row.signerEmail,
    userId: row.userId,
    signedAt: row.signedAt.toISOString(),
    current: row.version === currentVersion,
  };
}
