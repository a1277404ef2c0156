import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZClashesSchema, ZJobSavedSchema, ZScheduleSchema, ZUnscheduledPageSchema } from '@hivis/contracts';
import type { TMoveJobInput, TScheduleClashQuery, TScheduleQueryInput, TUnscheduledQueryInput, TJob } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { useStoreJob } from '../jobs/jobs-api';

export const scheduleKeys = {
  all: ['schedule'] as const,
  range: (query: TScheduleQueryInput) => ['schedule', 'range', query] as const,
};

function queryString(query: TScheduleQueryInput | TUnscheduledQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value) params.set(key, String(value));
  }
  return params.toString();
}

/** GET /api/v3/schedule: the jobs of the days on show; the last answer stays up while the next loads. */
export function useSchedule(query: TScheduleQueryInput | null) {
  return useQuery({
    queryKey: scheduleKeys.range(query ?? { from: '', to: '' }),
    queryFn: ({ signal }) => apiRequest(`/api/v3/schedule?${queryString(query ?? { from: '', to: '' })}`, { schema: ZScheduleSchema, signal }),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}

export const checkMoveClashes = (jobId: string, body: TScheduleClashQuery) =>
  apiRequest(`/api/v3/schedule/job/${jobId}/clash`, { method: 'POST', body, schema: ZClashesSchema });

/** PUT /api/v3/schedule/job/{id}: only the times; 409 while someone would be double-booked, unless confirmed. */
export const moveScheduledJob = (jobId: string, body: TMoveJobInput) =>
  apiRequest(`/api/v3/schedule/job/${jobId}`, { method: 'PUT', body, schema: ZJobSavedSchema });

/** GET /api/v3/schedule/unscheduled: the open jobs still without a start, a page at a time. */
export function useUnscheduled(query: TUnscheduledQueryInput) {
  return useQuery({
    queryKey: ['schedule', 'unscheduled', query] as const,
    queryFn: ({ signal }) => apiRequest(`/api/v3/schedule/unscheduled?${queryString(query)}`, { schema: ZUnscheduledPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A job moved on the schedule: the job as saved, and the schedule asked again (awaited, so the board shows the move). */
export function useStoreMovedJob() {
  const queryClient = useQueryClient();
  const storeJob = useStoreJob();
  return async (saved: TJob) => {
    storeJob(saved);
    await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  };
}
