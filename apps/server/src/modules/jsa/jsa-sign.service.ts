import { JSA_MESSAGES } from '@hivis/contracts';
import type { TJsa, TJsaAttendeeInput, TJsaSignInput } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { applyOnce } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { completeSignOn, signOnInPerson, signOnSignedIn } from '../paperwork/index.js';
import { jsaKind } from './jsa.kind.js';
import { readJsaAfter } from './jsa.service.js';

/*
 * The crew signs on to a JSA's current version: each on their own phone (signed in), or in person
 * on the phone passed round at the workface. Both are commands from the phone's outbox, applied
 * once (named with the JSA, so a command id sent for one JSA answers nothing of another), dated
 * when they signed, with the version they read: a newer version saved meanwhile refuses the
 * signature (409) rather than put it on steps they have not seen. The paperwork core keeps one
 * sign-on per company person per version (409 the second time), then produces the PDF again with
 * them in its register. Each answers the whole JSA, so the phone shows the register.
 */

/** POST /api/v3/jsa/{id}/sign: the signed-in person signs, with a signature they uploaded. */
export async function signJsa(ctx: AppContext, auth: AuthContext, jsaId: string, input: TJsaSignInput): Promise<TJsa> {
  const signed = await completeSignOn(
    ctx,
    jsaKind,
    withAccess(ctx, auth, 'jsa.sign', (scope) =>
      applyOnce(scope, `jsa.sign:${jsaId}`, input, async (signedAt) => {
        const { ref, version } = await signOnSignedIn(scope, jsaKind, { recordId: jsaId, fileId: input.fileId, version: input.version, signedAt });
        return { ref, version };
      }),
    ),
  );
  return readJsaAfter(ctx, signed.ref.companyId, jsaId);
}

/**
 * POST /api/v3/jsa/{id}/attendee: one of the crew signs on in person, on the signed-in person's
 * phone: a company person by `userId` (their own name is stored, once per version), anyone else by
 * the name typed.
 */
export async function signOnJsaAttendee(ctx: AppContext, auth: AuthContext, jsaId: string, input: TJsaAttendeeInput): Promise<TJsa> {
  const signed = await completeSignOn(
    ctx,
    jsaKind,
    withAccess(ctx, auth, 'jsa.sign', (scope) =>
      applyOnce(scope, `jsa.attendee:${jsaId}`, input, async (signedAt) => {
        const { ref, version } = await signOnInPerson(scope, jsaKind, {
          recordId: jsaId,
          fileId: input.fileId,
          signer: { userId: input.userId, signerName: input.signerName },
          unknownPerson: JSA_MESSAGES.attendeeUser,
          version: input.version,
          signedAt,
        });
        return { ref, version };
      }),
    ),
  );
  return readJsaAfter(ctx, signed.ref.companyId, jsaId);
}
