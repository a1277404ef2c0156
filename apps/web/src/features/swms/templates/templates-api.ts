import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZSwmsTemplateListSchema, ZSwmsTemplateSchema } from '@hivis/contracts';
import type { TCreateSwmsTemplateInput } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';

/* The company's SWMS templates (/api/v3/swms/template). */

export const templateKeys = {
  all: ['swms-templates'] as const,
};

export function useSwmsTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: ({ signal }) => apiRequest('/api/v3/swms/template', { schema: ZSwmsTemplateListSchema, signal }),
  });
}

export function useCreateSwmsTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateSwmsTemplateInput) => apiRequest('/api/v3/swms/template', { method: 'POST', body, schema: ZSwmsTemplateSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
