import { useQuery } from '@tanstack/react-query';
import { ZAuthUserSchema, ZContractorInviteSchema } from '@hivis/contracts';
import type { TContractorSignupInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

/** GET /api/v3/associate/invite/{token}: the mailed invitation, signed out. */
export function useContractorInvite(token: string) {
  return useQuery({
    queryKey: ['contractor-invite', token],
    queryFn: ({ signal }) => apiRequest(`/api/v3/associate/invite/${token}`, { schema: ZContractorInviteSchema, signal, auth: false }),
    retry: false,
  });
}

export const signUpContractor = (token: string, body: TContractorSignupInput) =>
  apiRequest(`/api/v3/associate/invite/${token}/signup`, { method: 'POST', body, auth: false, schema: ZAuthUserSchema, messageToast: false });
