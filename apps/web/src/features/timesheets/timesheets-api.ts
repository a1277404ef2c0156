import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZApproveWeekResultSchema, ZCurrentShiftSchema, ZJobTimesheetSchema, ZTimeEntrySchema, ZTimesheetWeekSchema } from '@hivis/contracts';
import type { TApproveWeekInput, TClockOutInput, TCorrectTimeEntryInput, TCurrentShift, TTimeLocation } from '@hivis/contracts';
import { useEffect } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { toApiError, isTokenFailure } from '../../api/api-error';
import { getStoredAuth } from '../../api/auth-storage';
import { apiRequest } from '../../api/client';
import { freshAccessToken } from '../../api/token-refresh';
import { onCommandSent, queueCommand } from '../../offline/outbox/outbox';
import { CLOCK_PATHS, isClockCommand } from './clock-view';

export const timesheetKeys = {
  all: ['timesheets'] as const,
  current: ['timesheets', 'current'] as const,
  week: (start: string | null, page: number) => ['timesheets', 'week', start, page] as const,
  job: (jobId: string, page: number) => ['timesheets', 'job', jobId, page] as const,
};

/** GET /api/v3/timesheet/current: my running shift. */
export const currentShiftQuery = () =>
  queryOptions({
    queryKey: timesheetKeys.current,
    queryFn: ({ signal }) => apiRequest('/api/v3/timesheet/current', { schema: ZCurrentShiftSchema, signal }),
  });

/** My running shift; refreshed now and then so a second phone or the office's change shows up. */
export function useCurrentShift() {
  return useQuery({ ...currentShiftQuery(), refetchInterval: 60_000 });
}

export const WEEK_PAGE_SIZE = 20;

/** GET /api/v3/timesheet/week: a week's entries (start null: this week), one page. */
function timesheetWeekQuery(start: string | null, page: number) {
  const params = new URLSearchParams({ page: String(page), take: String(WEEK_PAGE_SIZE) });
  if (start) params.set('start', start);
  return queryOptions({
    queryKey: timesheetKeys.week(start, page),
    queryFn: ({ signal }) => apiRequest(`/api/v3/timesheet/week?${params.toString()}`, { schema: ZTimesheetWeekSchema, signal }),
  });
}

export function useTimesheetWeek(start: string | null, page: number) {
  return useQuery({ ...timesheetWeekQuery(start, page), placeholderData: keepPreviousData });
}

export const JOB_PAGE_SIZE = 20;

export function useJobTimesheet(jobId: string, page: number) {
  return useQuery({
    queryKey: timesheetKeys.job(jobId, page),
    queryFn: ({ signal }) => apiRequest(`/api/v3/job/${jobId}/timesheet?page=${page}&take=${JOB_PAGE_SIZE}`, { schema: ZJobTimesheetSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** After any clocking or office change every timesheet view is stale. */
export function useRefreshTimesheets() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: timesheetKeys.all });
}

/*
 * The clock's actions go through the device outbox (offline/outbox): each is saved on the phone
 * first and sent when there is signal, once, at the moment it was tapped. A clock-in names the
 * shift it starts (an id made here), so a break or clock-out queued after it can name it too.
 */

export function queueClockIn(userId: string, job: { id: string; title: string }, location: TTimeLocation | null) {
  return queueCommand({
    userId,
    label: `Clock in to ${job.title}`,
    method: 'POST',
    path: CLOCK_PATHS.in,
    body: { id: uuidv7(), jobId: job.id, location },
    meta: { jobTitle: job.title },
  });
}

export function queueBreak(userId: string, shiftId: string, action: 'start' | 'end') {
  const path = action === 'start' ? CLOCK_PATHS.breakStart(shiftId) : CLOCK_PATHS.breakEnd(shiftId);
  return queueCommand({ userId, label: action === 'start' ? 'Start a break' : 'End a break', method: 'POST', path, body: {} });
}

export function queueClockOut(userId: string, shiftId: string, body: Omit<TClockOutInput, 'commandId' | 'at'>) {
  return queueCommand({ userId, label: 'Clock out', method: 'POST', path: CLOCK_PATHS.out(shiftId), body });
}

/**
 * While mounted: each clock action the outbox sends puts the server's answer straight into the
 * running shift (so the clock never flashes back to what it showed before), then every timesheet
 * view is refreshed.
 */
export function useClockSync() {
  const client = useQueryClient();
  useEffect(
    () =>
      onCommandSent((command, answer) => {
        if (!isClockCommand(command)) return;
        const entry = ZTimeEntrySchema.safeParse(answer);
        if (entry.success) {
          client.setQueryData<TCurrentShift>(timesheetKeys.current, (old) => (old ? { ...old, shift: entry.data.clockOutAt ? null : entry.data } : old));
        }
        void client.invalidateQueries({ queryKey: timesheetKeys.all });
      }),
    [client],
  );
}

export const correctEntry = (entryId: string, body: TCorrectTimeEntryInput) =>
  apiRequest(`/api/v3/timesheet/${entryId}`, { method: 'PUT', body, schema: ZTimeEntrySchema });

export const approveWeek = (body: TApproveWeekInput) => apiRequest('/api/v3/timesheet/week/approve', { method: 'PUT', body, schema: ZApproveWeekResultSchema });

async function fetchCsv(path: string, token: string | null): Promise<Response> {
  return fetch(path, { headers: token ? { Authorization: `Bearer ${token}`, Accept: 'text/csv' } : { Accept: 'text/csv' } });
}

/**
 * GET /api/v3/timesheet/export needs the bearer token, so it cannot be a plain link: the file is
 * fetched (with the same one refresh as every call) and handed to the browser as a download.
 */
export async function downloadTimesheetCsv(from: string, to: string): Promise<void> {
  const path = `/api/v3/timesheet/export?from=${from}&to=${to}`;
  const sentWith = getStoredAuth()?.token ?? null;
  let response = await fetchCsv(path, sentWith);
  const errorBody = async (answer: Response) => (answer.headers.get('content-type')?.includes('application/json') ? answer.json().catch(() => null) : null);
  if (!response.ok && sentWith) {
    const body: unknown = await errorBody(response.clone());
    if (isTokenFailure(response.status, body)) response = await fetchCsv(path, await freshAccessToken(sentWith));
  }
  if (!response.ok) throw toApiError(response.status, await errorBody(response));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `timesheets-${from}-to-${to}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
