import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isPahRoles, ZClosureStatusSchema } from '@hivis/contracts';
import type { TRequestClosure, TClosureStatus } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { useStoredAuth } from '../auth/session';
import { queryKeys } from '../../api/query-keys';

export const closureStatusKey = (userId: string) => ['company', 'closure', userId] as const;

// The screens show the answers themselves, so no toast as well.
export const fetchClosureStatus = (signal?: AbortSignal) => apiRequest('/api/v3/company/closure', { schema: ZClosureStatusSchema, signal });

export const requestClosure = (body: TRequestClosure) =>
  apiRequest('/api/v3/company/closure', { method: 'POST', body, schema: ZClosureStatusSchema, messageToast: false });

export const keepAccount = () => apiRequest('/api/v3/company/closure', { method: 'DELETE', schema: ZClosureStatusSchema, messageToast: false });

/** The closure state of the signed-in account holder's company; off for everyone else (the server refuses them). */
export function useClosureStatus() {
  const auth = useStoredAuth();
  const holder = auth !== null && auth.companyId !== null && isPahRoles(auth.roles);
  return useQuery({
    queryKey: closureStatusKey(auth?.id ?? 'guest'),
    queryFn: ({ signal }) => fetchClosureStatus(signal),
    enabled: holder,
    staleTime: 30_000,
  });
}

/** DD/MM/YYYY (spec 9) in the company's time zone. */
export function formatDay(iso: string, timeZone = 'Australia/Brisbane'): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));
}

/** The closure as answered: shown at once; the menu and routes follow /auth/info, asked again (awaited). */
export function useStoreClosureStatus() {
  const queryClient = useQueryClient();
  return async (userId: string | undefined, answer: TClosureStatus) => {
    if (userId) queryClient.setQueryData(closureStatusKey(userId), answer);
    await queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  };
}
