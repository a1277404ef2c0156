import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZClashesSchema, ZJobStaffSchema, ZJobViewSchema, ZWorkRequestAnswerSchema, ZWorkRequestSchema } from '@hivis/contracts';
import type { TClashQuery, TJobStaff, TWorkRequest } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { inboxKeys } from '../inbox/inbox-api';

export const assignmentsKeys = {
  all: ['assignments'] as const,
  staff: queryKeys.jobStaff,
  view: (jobId: string) => ['assignments', 'view', jobId] as const,
  ownRequest: (jobId: string) => ['assignments', 'own', jobId] as const,
  workRequest: (token: string) => ['assignments', 'work-request', token] as const,
  clash: (jobId: string, userIds: string[]) => ['assignments', 'clash', jobId, userIds] as const,
};

/** GET /api/v3/job/{id}/staff: the people on the job and their answers. */
export function useJobStaff(jobId: string) {
  return useQuery({
    queryKey: assignmentsKeys.staff(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/staff`, { schema: ZJobStaffSchema, signal }),
  });
}

export const checkClashes = (jobId: string, body: TClashQuery) =>
  apiRequest(`/api/v3/job/${jobId}/staff/clash`, { method: 'POST', body, schema: ZClashesSchema });

export const assignStaff = (jobId: string, userIds: string[], confirmClashes: boolean) =>
  apiRequest(`/api/v3/job/${jobId}/staff`, { method: 'POST', body: { userIds, confirmClashes }, schema: ZJobStaffSchema });

export const removeStaff = (jobId: string, userId: string) => apiRequest(`/api/v3/job/${jobId}/staff/${userId}`, { method: 'DELETE', schema: ZJobStaffSchema });

/** GET /api/v3/job/{id}/view: the job as a worker reads it on site. */
export const jobViewQuery = (jobId: string) =>
  queryOptions({
    queryKey: assignmentsKeys.view(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/view`, { schema: ZJobViewSchema, signal }),
  });

export function useJobView(jobId: string) {
  return useQuery(jobViewQuery(jobId));
}

/** The signed-in person's own work request on a job. */
export const ownRequestQuery = (jobId: string) =>
  queryOptions({
    queryKey: assignmentsKeys.ownRequest(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/staff/me`, { schema: ZWorkRequestSchema, signal }),
  });

export function useOwnRequest(jobId: string) {
  return useQuery(ownRequestQuery(jobId));
}

export const answerOwnRequest = (jobId: string, answer: 'accept' | 'decline') =>
  apiRequest(`/api/v3/job/${jobId}/staff/me/${answer}`, { method: 'POST', schema: ZWorkRequestAnswerSchema, messageToast: false });

/** By the link in the mail: no sign-in, the link's secret is the proof. */
export function useWorkRequest(token: string) {
  return useQuery({
    queryKey: assignmentsKeys.workRequest(token),
    queryFn: ({ signal }) => apiRequest(`/api/v3/work-request/${token}`, { schema: ZWorkRequestSchema, signal, auth: false }),
    retry: false,
  });
}

export const answerWorkRequest = (token: string, answer: 'accept' | 'decline') =>
  apiRequest(`/api/v3/work-request/${token}/${answer}`, { method: 'POST', schema: ZWorkRequestAnswerSchema, auth: false, messageToast: false });

/** Who is booked elsewhere at the job's time, asked as people are ticked. */
export function useClashes(jobId: string, userIds: string[]) {
  return useQuery({
    queryKey: assignmentsKeys.clash(jobId, userIds),
    queryFn: () => checkClashes(jobId, { userIds }),
    enabled: userIds.length > 0,
  });
}

/** A person answered their own offer: the request shows it; staffing, My Jobs and the inbox ask again. */
export function useStoreOwnAnswer() {
  const queryClient = useQueryClient();
  return async (jobId: string, request: TWorkRequest) => {
    queryClient.setQueryData(assignmentsKeys.ownRequest(jobId), request);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: assignmentsKeys.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.myJobs }),
      queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
    ]);
  };
}

/** The people on a job as the server has just answered; `then` names what else has changed. */
export function useStoreJobStaff() {
  const queryClient = useQueryClient();
  return async (jobId: string, staff: TJobStaff, then: 'requests sent' | 'staff removed') => {
    queryClient.setQueryData(assignmentsKeys.staff(jobId), staff);
    // Sent requests become notifications; a removal changes every staffing view.
    await queryClient.invalidateQueries({ queryKey: then === 'requests sent' ? inboxKeys.all : assignmentsKeys.all });
  };
}

/** The on-site view of a job asks again (a note was added). */
export function useRefreshJobView() {
  const queryClient = useQueryClient();
  return (jobId: string) => queryClient.invalidateQueries({ queryKey: assignmentsKeys.view(jobId) });
}
