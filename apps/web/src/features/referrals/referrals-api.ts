import { ZReferralPageSchema, ZReferralSentSchema } from '@hivis/contracts';
import type { TReferralInvite } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const referralsKey = (page: number, take: number) => ['referrals', page, take] as const;

// The modal shows the answer itself, so no toast as well.
export const sendReferral = (body: TReferralInvite) =>
  apiRequest('/api/v3/referrals', { method: 'POST', body, schema: ZReferralSentSchema, messageToast: false });

export const fetchReferrals = (page: number, take: number, signal?: AbortSignal) =>
  apiRequest(`/api/v3/referrals?page=${page}&take=${take}`, { schema: ZReferralPageSchema, signal });
