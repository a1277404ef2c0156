import { useQuery } from '@tanstack/react-query';
import { ZMessageSchema, ZPublicConfigSchema } from '@hivis/contracts';
import type { TContactUs } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

// Public calls: no token, so a suspended or signed-out person gets the same answer.

// The page shows the answer itself, so no toast as well.
export const sendContactMessage = (body: TContactUs) =>
  apiRequest('/api/v3/mail/contact-us', { method: 'POST', body, auth: false, schema: ZMessageSchema, messageToast: false });

export const fetchPublicConfig = (signal?: AbortSignal) => apiRequest('/api/v3/config/public', { auth: false, schema: ZPublicConfigSchema, signal });

/** Support email, phone and postal address (settings on the server); asked once per visit. */
export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: Infinity,
  });
}
