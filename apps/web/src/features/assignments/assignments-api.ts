import { useQuery } from '@tanstack/react-query';
import { ZClashesSchema, ZJobStaffSchema, ZJobViewSchema, ZWorkRequestAnswerSchema, ZWorkRequestSchema } from '@hivis/contracts';
import type { TClashQuery } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const assignmentsKeys = {
  all: ['assignments'] as const,
  staff: (jobId: string) => ['assignments', 'staff', jobId] as const,
  view: (jobId: string) => ['assignments', 'view', jobId] as const,
  ownRequest: (jobId: string) => ['assignments', 'own', jobId] as const,
  workRequest: (token: string) => ['assignments', 'work-request', token] as const,
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
export function useJobView(jobId: string) {
  return useQuery({
    queryKey: assignmentsKeys.view(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/view`, { schema: ZJobViewSchema, signal }),
  });
}

/** The signed-in person's own work request on a job. */
export function useOwnRequest(jobId: string) {
  return useQuery({
    queryKey: assignmentsKeys.ownRequest(jobId),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/staff/me`, { schema: ZWorkRequestSchema, signal }),
  });
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
