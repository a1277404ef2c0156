import { PRESTART_TALK_LIMITS, PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import type { TPrestartTalk, TPrestartTalkAttendeeInput } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { applyOnce } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { completeSignOn, signOnInPerson } from '../paperwork/index.js';
import { prestartTalkKind } from './prestart-talk.kind.js';
import { readTalkAfter } from './prestart-talk.service.js';
import { countAttendees } from './prestart-talks.queries.js';

/**
 * POST /api/v3/prestart-talk/{id}/attendee: one of the crew signs on, in person, on the
 * presenter's phone passed round. A command from the phone's outbox (applied once, named with the
 * talk so a command id sent for one talk answers nothing of another), dated when they signed. The
 * paperwork core keeps one sign-on per company person (409 the second time), then produces the PDF
 * again with them in its register. Answers the whole talk, so the phone shows the register.
 */
export async function signOnAttendee(ctx: AppContext, auth: AuthContext, talkId: string, input: TPrestartTalkAttendeeInput): Promise<TPrestartTalk> {
  const signed = await completeSignOn(
    ctx,
    prestartTalkKind,
    withAccess(ctx, auth, 'prestartTalks.record', (scope) =>
      applyOnce(scope, `prestart-talks.attendee:${talkId}`, input, async (signedAt) => {
        const { ref, version } = await signOnInPerson(scope, prestartTalkKind, {
          recordId: talkId,
          fileId: input.fileId,
          signer: { userId: input.userId, signerName: input.signerName },
          unknownPerson: PRESTART_TALK_MESSAGES.attendeeUser,
          signedAt,
        });
        // Counted after the insert, under the version's lock the sign-on holds: exact even when the crew signs at once.
        if ((await countAttendees(scope.tx, ref.companyId, ref.recordId)) > PRESTART_TALK_LIMITS.attendees)
          throw new AppError('CONFLICT', PRESTART_TALK_MESSAGES.tooManyAttendees);
        return { ref, version };
      }),
    ),
  );
  return readTalkAfter(ctx, signed.ref.companyId, talkId);
}
