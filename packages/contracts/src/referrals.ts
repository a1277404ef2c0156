import { z } from 'zod';
import { RANDOM_ID_ALPHABET, RANDOM_ID_LENGTH } from './constants.js';
import { emailField } from './fields.js';
import { pageOf } from './pagination.js';

/* 'Invite a friend' (spec 2.5 modal, 5 "Invite"); paths ours: the spec leaves the call unwired. */

export const REFERRAL_MESSAGES = {
  email: 'Email address is required.',
  emailInvalid: 'Please enter valid email address.',
  alreadyRegistered: 'This person already has an account with us.',
  tooMany: 'You have sent a lot of invitations today. Please try again tomorrow.',
  companyInactive: 'Invitations can be sent from an active account only.',
} as const;

const escapedAlphabet = RANDOM_ID_ALPHABET.replace(/[-\\\]^]/g, '\\$&');
/** A referral code as the random-id rule makes them: 8 characters over 62 (spec 9). */
export const REFERRAL_CODE_PATTERN = new RegExp(`^[${escapedAlphabet}]{${RANDOM_ID_LENGTH}}$`);

export function isReferralCode(value: unknown): value is string {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value);
}

// POST /api/v3/referrals
export const ZReferralInviteSchema = z.object({ email: emailField(REFERRAL_MESSAGES.email, REFERRAL_MESSAGES.emailInvalid) });
export type TReferralInvite = z.infer<typeof ZReferralInviteSchema>;

export const ZReferralStatusSchema = z.enum(['invited', 'signed_up']);
export type TReferralStatus = z.infer<typeof ZReferralStatusSchema>;

export const ZReferralInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  code: z.string(),
  createdOn: z.string(),
  /** Who sent it; null once that person's account is gone. */
  invitedBy: z.string().nullable(),
  status: ZReferralStatusSchema,
  signedUpOn: z.string().nullable(),
});
export type TReferralInvitation = z.infer<typeof ZReferralInvitationSchema>;

export const ZReferralSentSchema = z.object({ message: z.string(), invitation: ZReferralInvitationSchema });
export type TReferralSent = z.infer<typeof ZReferralSentSchema>;

// GET /api/v3/referrals (newest first)
export const ZReferralPageSchema = pageOf(ZReferralInvitationSchema);
export type TReferralPage = z.infer<typeof ZReferralPageSchema>;
