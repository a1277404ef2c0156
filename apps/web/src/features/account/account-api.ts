import { useQueryClient } from '@tanstack/react-query';
import { ZCurrentUserSchema } from '@hivis/contracts';
import type { TUpdateProfile, TCurrentUser } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { getStoredAuth } from '../../api/auth-storage';
import { queryKeys } from '../../api/query-keys';

/** The signed-in person's own name and phone; answers the updated current user. */
export const updateProfile = (body: TUpdateProfile) => apiRequest('/api/v3/user/details', { method: 'PUT', body, schema: ZCurrentUserSchema });

/** The signed-in person as saved: the header and menu show it at once. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return (updated: TCurrentUser) => queryClient.setQueryData(queryKeys.currentUserOf(updated.id, getStoredAuth()?.roles ?? updated.roles), updated);
}
