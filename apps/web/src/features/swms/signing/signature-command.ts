import type { TSwmsPreStartTalk } from '@hivis/contracts';
import type { TNewCommand, TQueuedCommand } from '../../../offline/outbox/queued-command';

/*
 * A signature as a device-outbox action (docs/field.md), shared by the app's Section 6 and a
 * signing link's page (link-pages/): plain data and types only, so the link's page takes it
 * without the app's API client.
 */

/** What is signed: the version the person read, so a newer one issued meanwhile refuses the signature. */
export type TSignTarget = ({ mode: 'user'; swmsId: string } | { mode: 'request'; signingRequestId: string; swmsId: string }) & {
  version: number;
  title: string;
};
export type TSignInput = { png: Blob; preStartTalk: TSwmsPreStartTalk; signerName?: string };

const SIGN_PATHS = { user: '/api/v3/swms/sign/user', request: '/api/v3/swms/sign/request' } as const;

/** Is this queued action the signature of this target? */
export function isSignatureOf(command: TQueuedCommand, target: TSignTarget): boolean {
  if (target.mode === 'user') return command.path === SIGN_PATHS.user && command.body.swmsId === target.swmsId;
  return command.path === SIGN_PATHS.request && command.body.signingRequestId === target.signingRequestId;
}

/**
 * The signature image and the sign-on, to be saved on the phone and sent when there is signal,
 * the image before the sign-on that names it; the server applies it once, at the moment the
 * person signed. Through a link it goes with no sign-in (`signedInUserId` null).
 */
export function signatureCommand(target: TSignTarget, { png, preStartTalk, signerName }: TSignInput, signedInUserId: string | null): TNewCommand {
  const byLink = target.mode === 'request';
  return {
    userId: byLink ? null : signedInUserId,
    label: `Sign ${target.title}`,
    method: 'POST',
    path: SIGN_PATHS[target.mode],
    body: byLink
      ? { signingRequestId: target.signingRequestId, preStartTalk, version: target.version, ...(signerName ? { signerName } : {}) }
      : { swmsId: target.swmsId, preStartTalk, version: target.version },
    files: [
      {
        field: 'fileId',
        fileType: 'swms_signature_photo',
        name: 'signature.png',
        blob: png,
        ...(byLink ? { fields: { signingRequestId: target.signingRequestId } } : {}),
      },
    ],
  };
}
