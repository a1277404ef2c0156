import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZReferralPageSchema, ZReferralSentSchema } from '@hivis/contracts';
import type { TReferralInvite } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const referralsKey = (page: number, take: number) => ['referrals', page, take] as const;

// The modal shows the answer itself, so no toast as well.
export const sendReferral = (body: TReferralInvite) =>
  apiRequest('/api/v3/referrals', { method: 'POST', body, schema: ZReferralSentSchema, messageToast: false });

export const fetchReferrals = (page: number, take: number, signal?: AbortSignal) =>
  apiRequest(`/api/v3/referrals?page=${page}&take=${take}`, { schema: ZReferralPageSchema, signal });

/** The invitations sent, a page at a time. */
export function useSentInvitations(page: number, take: number) {
  return useQuery({ queryKey: referralsKey(page, take), queryFn: ({ signal }) => fetchReferrals(page, take, signal), placeholderData: keepPreviousData });
}

export function useRefreshReferrals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['referrals'] });
}
