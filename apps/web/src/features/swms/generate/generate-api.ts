import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZSwmsSchema } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { swmsKeys } from '../swms-api';

/** POST /api/v3/swms/{id}/generate: issues the SWMS and answers it with its PDF. */
export function useGenerateSwms(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v3/swms/${id}/generate`, { method: 'POST', schema: ZSwmsSchema }),
    onSuccess: (swms) => {
      queryClient.setQueryData(swmsKeys.one(swms.id), swms);
      void queryClient.invalidateQueries({ queryKey: swmsKeys.job(swms.job.id) });
    },
  });
}
