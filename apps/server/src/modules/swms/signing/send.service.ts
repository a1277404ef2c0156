import type { TSendSwmsResult, ZSendSwmsSchema } from '@hivis/contracts';
import type { z } from 'zod';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { sendSigningRequests } from '../../paperwork/index.js';
import { swmsKind } from '../swms.kind.js';

type TSendSwms = z.output<typeof ZSendSwmsSchema>;

/** "The SWMS was sent to 2 people to sign.", and who was left out. */
function sendMessage(sent: number, skipped: number, version: number): string {
  const people = (n: number) => (n === 1 ? 'one person' : `${n} people`);
  const sentPart = sent === 0 ? 'No link was sent.' : `The SWMS was sent to ${people(sent)} to sign.`;
  if (skipped === 0) return sentPart;
  const who = people(skipped);
  return `${sentPart} ${who.charAt(0).toUpperCase()}${who.slice(1)} already signed version ${version} and ${skipped === 1 ? 'was' : 'were'} not sent a link.`;
}

/**
 * POST /api/v3/swms/send: mails each address its own signing link for the current version, except
 * those who already signed it (the paperwork core's sendSigningRequests: all are sent or none).
 */
export async function sendSwms(ctx: AppContext, auth: AuthContext, input: TSendSwms): Promise<TSendSwmsResult> {
  const result = await withAccess(ctx, auth, 'swms-signing.send', (scope) =>
    sendSigningRequests(ctx, scope, swmsKind, { recordId: input.swmsId, emails: input.emails }),
  );
  if (result.sent.length > 0) void ctx.outbox.drain();
  return { message: sendMessage(result.sent.length, result.skipped.length, result.version), sent: result.sent, skipped: result.skipped };
}
