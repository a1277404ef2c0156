import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAuditAssignmentListSchema, ZAuditAssignmentSchema, ZWorksitesPageSchema } from '@hivis/contracts';
import type { TAuditAssignment, TAuditAssignmentsQuery, TAuditScheduleEdit } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../api/query-keys';
import { queryString } from '../../../api/query-string';
import { useConnections } from '../../contractors/contractors-api';
import { useEmployees } from '../../employees/employees-api';
import type { TAssignRequest } from './assign-form';

/**
 * Every assignment query sits under one key, the person's own audits due (do/audits-due-api.ts)
 * among them: an assignment saved may make one due for the person who made it.
 */
export const assignmentKeys = {
  all: ['audit-assignments'] as const,
  list: (query: TAuditAssignmentsQuery) => ['audit-assignments', 'list', query] as const,
  one: (id: string) => ['audit-assignments', 'one', id] as const,
};

/** GET /api/v3/audit/assign: the company's assignments, of one template or one kind of target when asked. */
export function useAssignments(query: TAuditAssignmentsQuery = {}) {
  return useQuery({
    queryKey: assignmentKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/assign?${queryString(query)}`, { schema: ZAuditAssignmentListSchema, signal }),
  });
}

/** GET /api/v3/audit/assign/{id} */
export function useAssignment(id: string) {
  return useQuery({
    queryKey: assignmentKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/audit/assign/${id}`, { schema: ZAuditAssignmentSchema, signal }),
  });
}

/** Shows a saved assignment on its page at once, then asks again for the lists and what is due. */
function useStoreAssignment() {
  const queryClient = useQueryClient();
  return (assignment: TAuditAssignment) => {
    queryClient.setQueryData(assignmentKeys.one(assignment.id), assignment);
    void queryClient.invalidateQueries({
      queryKey: assignmentKeys.all,
      predicate: (query) => query.queryKey[1] !== 'one' || query.queryKey[2] !== assignment.id,
    });
  };
}

function sendAssignment(templateId: string, request: TAssignRequest): Promise<TAuditAssignment> {
  const post = (path: string, body: object) => apiRequest(path, { method: 'POST', body, schema: ZAuditAssignmentSchema });
  switch (request.target) {
    case 'site':
      return post('/api/v3/audit/assign/location', request.body);
    case 'user':
      return post('/api/v3/audit/assign/user', request.body);
    case 'company':
      return post('/api/v3/audit/assign/company', request.body);
    case 'emails':
      return post(`/api/v3/audit/assign/${templateId}/emails`, request.body);
  }
}

/** POST /api/v3/audit/assign/{location,user,company} and /{auditId}/emails: a template assigned. */
export function useAssign(templateId: string) {
  const store = useStoreAssignment();
  return useMutation({
    mutationFn: (request: TAssignRequest) => sendAssignment(templateId, request),
    onSuccess: store,
  });
}

/** PUT /api/v3/audit/assign/{id}: a new schedule, from now on. */
export function useEditSchedule(id: string) {
  const store = useStoreAssignment();
  return useMutation({
    mutationFn: (body: TAuditScheduleEdit) => apiRequest(`/api/v3/audit/assign/${id}`, { method: 'PUT', body, schema: ZAuditAssignmentSchema }),
    onSuccess: store,
  });
}

/** PUT /api/v3/audit/assign/{id}/stop: no more occurrences or reminders. */
export function useStopAssignment(id: string) {
  const store = useStoreAssignment();
  return useMutation({
    mutationFn: () => apiRequest(`/api/v3/audit/assign/${id}/stop`, { method: 'PUT', schema: ZAuditAssignmentSchema }),
    onSuccess: store,
  });
}

/** The most a choice lists: the biggest page the lists give, more than a small builder has. */
export const CHOICES_TAKE = 100;

const SITE_CHOICES = { page: 1, take: CHOICES_TAKE, archived: 'false' } as const;

/** Current worksites, for a site assignment: the same page, under the same key, as the job forms ask for. */
export function useSiteChoices(enabled = true) {
  return useQuery({
    queryKey: queryKeys.worksitesPage(SITE_CHOICES),
    queryFn: ({ signal }) => apiRequest(`/api/v3/worksite?${queryString(SITE_CHOICES)}`, { schema: ZWorksitesPageSchema, signal }),
    enabled,
  });
}

/** The company's people, for a person's assignment; deactivated people are left out by the caller. */
export function usePeopleChoices(enabled = true) {
  return useEmployees({ page: 1, take: CHOICES_TAKE, status: 'all' }, enabled);
}

/** Connected contractor companies (the connection accepted), for a contractor's assignment. */
export function useContractorChoices(enabled = true) {
  return useConnections({ page: 1, take: CHOICES_TAKE, status: 'accepted' }, enabled);
}
