import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ZAuditLinkPageSchema } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';

/*
 * What an audit web link's page loads: no sign-in, the link is the key. The answer is kept on the
 * device like any other (device cache), so the page opens again with no signal and its audit can
 * be finished offline.
 */

export const auditLinkPageQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['audit-link-page', uuid],
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/link/public/${uuid}`, { schema: ZAuditLinkPageSchema, auth: false, signal }),
    // Its form token and questions do not go stale while the person answers: asked once a visit.
    staleTime: Infinity,
  });

export function useAuditLinkPage(uuid: string) {
  const page = useQuery(auditLinkPageQuery(uuid));
  const queryClient = useQueryClient();
  // The documents its questions show come with the page: the file look-up (signed in) finds them here.
  useEffect(() => {
    for (const file of page.data?.files ?? []) queryClient.setQueryData(queryKeys.file(file.id), file);
  }, [page.data, queryClient]);
  return page;
}
