import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAuditDueListSchema } from '@hivis/contracts';
import type { TAuditOccurrenceRef } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';

/*
 * The audits assigned to the person that are due now or overdue (GET /api/v3/audit/assign/due),
 * and how an audit started from one carries it: `?assignment=&on=` on the audit's address, so a
 * reload or a reminder mail's link opens the same occurrence.
 */

export const auditsDueQuery = () =>
  queryOptions({
    queryKey: ['audit-assignments', 'due'],
    queryFn: ({ signal }) => apiRequest('/api/v3/audit/assign/due', { schema: ZAuditDueListSchema, signal }),
  });

export function useAuditsDue(enabled: boolean) {
  return useQuery({ ...auditsDueQuery(), enabled });
}

/** The occurrence an address names, or null. */
export function occurrenceFrom(search: URLSearchParams): TAuditOccurrenceRef | null {
  const assignmentId = search.get('assignment');
  const on = search.get('on');
  return assignmentId && on && /^\d{4}-\d{2}-\d{2}$/.test(on) ? { assignmentId, on } : null;
}

/** Doing the audit for one occurrence. */
export const doAssignedAuditPath = (templateId: string, occurrence: TAuditOccurrenceRef) =>
  `/audits/do/${templateId}?assignment=${occurrence.assignmentId}&on=${occurrence.on}`;
