import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAuditLinkCapacitySchema, ZAuditLinkListSchema, ZAuditLinkSchema } from '@hivis/contracts';
import type { TAuditLink, TAuditLinkEdit, TAuditLinkList, TAuditTemplatesQueryInput, TNewAuditLink } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { useAuditTemplates } from '../audits-api';

/** Every web link query sits under one key: a save refreshes the list and the plan's capacity. */
export const auditLinkKeys = {
  all: ['audit-links'] as const,
  list: ['audit-links', 'list'] as const,
  capacity: ['audit-links', 'capacity'] as const,
};

/** GET /api/v3/audit/link: the company's links, newest first. */
export function useAuditLinks() {
  return useQuery({
    queryKey: auditLinkKeys.list,
    queryFn: ({ signal }) => apiRequest('/api/v3/audit/link', { schema: ZAuditLinkListSchema, signal }),
  });
}

/** GET /api/v3/audit/link/capacity: links on, of what the plan allows of each kind. */
export function useAuditLinkCapacity() {
  return useQuery({
    queryKey: auditLinkKeys.capacity,
    queryFn: ({ signal }) => apiRequest('/api/v3/audit/link/capacity', { schema: ZAuditLinkCapacitySchema, signal }),
  });
}

/**
 * The templates a link can share: the company's own in use (not HiVis's starters, not archived
 * ones), by name. A hundred is more than a small builder keeps; the server's page sizes stop there.
 */
export const SHAREABLE_TEMPLATES = { auditType: 'company', all: 'false', order: 'name', page: 1, take: 100 } as const satisfies TAuditTemplatesQueryInput;

export function useShareableTemplates() {
  return useAuditTemplates(SHAREABLE_TEMPLATES);
}

/** Shows a saved link in the list at once, then asks again for the list and the capacity it changed. */
function useStoreAuditLink() {
  const queryClient = useQueryClient();
  return (link: TAuditLink) => {
    queryClient.setQueryData<TAuditLinkList>(auditLinkKeys.list, (list) => {
      if (!list) return list;
      const known = list.items.some((item) => item.id === link.id);
      return { items: known ? list.items.map((item) => (item.id === link.id ? link : item)) : [link, ...list.items] };
    });
    void queryClient.invalidateQueries({ queryKey: auditLinkKeys.all });
  };
}

/**
 * Asks again for the capacity: a refusal for capacity means the count on screen was out of date.
 */
export function useRefreshAuditLinkCapacity() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: auditLinkKeys.capacity });
}

/** POST /api/v3/audit/link: a new link, switched on. */
export function useCreateAuditLink() {
  const store = useStoreAuditLink();
  const refreshCapacity = useRefreshAuditLinkCapacity();
  return useMutation({
    mutationFn: (body: TNewAuditLink) => apiRequest('/api/v3/audit/link', { method: 'POST', body, schema: ZAuditLinkSchema }),
    onSuccess: store,
    onError: refreshCapacity,
  });
}

/** PUT /api/v3/audit/link: a link's settings, and whether it is on. */
export function useSaveAuditLink() {
  const store = useStoreAuditLink();
  const refreshCapacity = useRefreshAuditLinkCapacity();
  return useMutation({
    mutationFn: (body: TAuditLinkEdit) => apiRequest('/api/v3/audit/link', { method: 'PUT', body, schema: ZAuditLinkSchema }),
    onSuccess: store,
    onError: refreshCapacity,
  });
}
