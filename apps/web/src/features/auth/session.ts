import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { TAuthUser } from '@hivis/contracts';
import { ApiError } from '../../api/api-error';
import { getStoredAuth, subscribeAuth } from '../../api/auth-storage';
import { queryKeys } from '../../api/query-keys';
import { fetchCurrentUser } from './auth-api';

/** The stored login (spec 3), live: changes in this tab or another re-render the app. */
export function useStoredAuth(): TAuthUser | null {
  return useSyncExternalStore(subscribeAuth, getStoredAuth, () => null);
}

/**
 * GET /api/v3/auth/info for the signed-in person: role, admin flag, status, company, features.
 * Keyed by user id so that impersonation or a new login never shows the previous person, and by
 * the stored roles, so a change of role (which the next token refresh brings) reads it again. It is
 * also read again when the person comes back to the app after a minute or more (on focus).
 */
export function useCurrentUser() {
  const auth = useStoredAuth();
  return useQuery({
    queryKey: queryKeys.currentUserOf(auth?.id ?? 'guest', auth?.roles ?? []),
    // Signing out clears storage a render before this query is switched off; without a login
    // there is nothing to ask, so no token-less request goes out.
    queryFn: ({ signal }) => (getStoredAuth() ? fetchCurrentUser(signal) : Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.'))),
    enabled: auth !== null,
    staleTime: 60_000,
  });
}
