import type { TSwmsSigned, TSwmsSigningRequest, ZSignSwmsAsUserSchema, ZSignSwmsByRequestSchema } from '@hivis/contracts';
import type { z } from 'zod';
import { withAccess } from '../../../platform/access/with-access.js';
import { applyOnce } from '../../../platform/commands/index.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { completeSignOn, readOpenedLink, signOnByLink, signOnSignedIn } from '../../paperwork/index.js';
import { presentSignature, preStartTalkDetails } from '../swms-sign-on.js';
import { swmsKind } from '../swms.kind.js';
import { presentSigningRequest } from './signing-summary.js';

/*
 * Signing a SWMS is the paperwork core's sign-on (docs/paperwork.md: the locks, one sign-on per
 * person and version, two taps at once, the PDF produced again after it); SWMS adds the pre-start
 * talk answer and its own answers.
 */

type TSignByRequest = z.output<typeof ZSignSwmsByRequestSchema>;
type TSignAsUser = z.output<typeof ZSignSwmsAsUserSchema>;

/** POST /api/v3/swms/sign/request, no login: the link's person signs the current version, once. */
export async function signByRequest(ctx: AppContext, input: TSignByRequest, clientAddress: string): Promise<TSwmsSigningRequest> {
  const signed = await signOnByLink(
    ctx,
    swmsKind,
    {
      signingRequestId: input.signingRequestId,
      fileId: input.fileId,
      signerName: input.signerName,
      details: preStartTalkDetails(input.preStartTalk),
      version: input.version,
    },
    clientAddress,
    input,
  );
  return presentSigningRequest(ctx, await readOpenedLink(ctx, swmsKind, signed.request));
}

/**
 * POST /api/v3/swms/sign/user: the signed-in person signs the current version, once per version.
 * Sent from the device outbox, it is a command: applied once, at the tapped time, and refused if
 * a newer version than the one read was issued meanwhile.
 */
export async function signAsUser(ctx: AppContext, auth: AuthContext, input: TSignAsUser): Promise<TSwmsSigned> {
  const signed = await completeSignOn(
    ctx,
    swmsKind,
    withAccess(ctx, auth, 'swms-signing.sign', (scope) =>
      applyOnce(scope, 'swms.sign', input, async (signedAt) => {
        const { ref, version, signOn } = await signOnSignedIn(scope, swmsKind, {
          recordId: input.swmsId,
          fileId: input.fileId,
          details: preStartTalkDetails(input.preStartTalk),
          version: input.version,
          signedAt,
        });
        const answer: TSwmsSigned = { message: `Signed version ${version}.`, swmsId: ref.recordId, signature: presentSignature(signOn, version) };
        return { ref, version, answer };
      }),
    ),
  );
  return signed.answer;
}
