import type { TReferralInvitation } from '@hivis/contracts';
import type { InvitationWithInviter } from './referrals.queries.js';

export function presentInvitation({ invitation, inviterFirstName, inviterLastName }: InvitationWithInviter): TReferralInvitation {
  const inviter = `${inviterFirstName ?? ''} ${inviterLastName ?? ''}`.trim();
  return {
    id: invitation.id,
    email: invitation.email,
    code: invitation.code,
    createdOn: invitation.createdAt.toISOString(),
    invitedBy: inviter === '' ? null : inviter,
    status: invitation.signedUpAt ? 'signed_up' : 'invited',
    signedUpOn: invitation.signedUpAt?.toISOString() ?? null,
  };
}
