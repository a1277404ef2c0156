import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCompanyUserChangeSchema, ZCompanyUsersPageSchema } from '@hivis/contracts';
import type { TAssignableRole, TCompanyUsersQueryInput } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { billingKeys } from '../payments/payments-api';

export const usersKeys = {
  all: ['users'] as const,
  page: (query: TCompanyUsersQueryInput) => ['users', 'page', query] as const,
};

function queryString(query: TCompanyUsersQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/user: one page of the company's people; the previous page stays on show while the next loads. */
export function useCompanyUsers(query: TCompanyUsersQueryInput) {
  return useQuery({
    queryKey: usersKeys.page(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/user?${queryString(query)}`, { schema: ZCompanyUsersPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

// The answer's message ("Will Worker has been deactivated and signed out.") is the success toast.
export const changeUserRole = (userId: string, role: TAssignableRole) =>
  apiRequest(`/api/v3/user/${userId}/role`, { method: 'PUT', body: { role }, schema: ZCompanyUserChangeSchema, messageToast: 'success' });

export const deactivateUser = (userId: string) =>
  apiRequest(`/api/v3/user/${userId}/deactivate`, { method: 'PUT', schema: ZCompanyUserChangeSchema, messageToast: 'success' });

export const reactivateUser = (userId: string) =>
  apiRequest(`/api/v3/user/${userId}/reactivate`, { method: 'PUT', schema: ZCompanyUserChangeSchema, messageToast: 'success' });

/** A person's role or standing changed: the lists and the plan's seat count ask again. */
export function useRefreshUsersAndSeats() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    void queryClient.invalidateQueries({ queryKey: billingKeys.current });
  };
}
