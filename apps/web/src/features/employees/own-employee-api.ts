import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZOwnEmployeeSchema } from '@hivis/contracts';
import type { TOwnEmergencyContact, TOwnEmployee } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const ownEmployeeKey = ['employees', 'me'] as const;

/** GET /api/v3/employee/me: the signed-in person's own details and licences. */
export function useOwnEmployee() {
  return useQuery({
    queryKey: ownEmployeeKey,
    queryFn: ({ signal }) => apiRequest('/api/v3/employee/me', { schema: ZOwnEmployeeSchema, signal }),
  });
}

export const saveOwnEmergencyContact = (body: TOwnEmergencyContact) => apiRequest('/api/v3/employee/me', { method: 'PUT', body, schema: ZOwnEmployeeSchema });

export function useStoreOwnEmployee() {
  const queryClient = useQueryClient();
  return (saved: TOwnEmployee) => queryClient.setQueryData(ownEmployeeKey, saved);
}
