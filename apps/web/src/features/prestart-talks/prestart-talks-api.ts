import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZPrestartTalkPdfSchema, ZPrestartTalkSchema, ZPrestartTalksPageSchema, ZPrestartTalksTodaySchema } from '@hivis/contracts';
import type { TPrestartTalk, TPrestartTalksQueryInput } from '@hivis/contracts';
import { useCallback } from 'react';
import { apiRequest } from '../../api/client';
import { queryString } from '../../api/query-string';
import { useCurrentUser } from '../auth/session';

/*
 * Pre-start talks' queries, the PDF, and the cache written when the server answers. Holding a talk
 * and signing people on to it go through the device outbox (prestart-talk-commands.ts), so they
 * work with no signal.
 */

export const prestartTalkKeys = {
  all: ['prestart-talks'] as const,
  lists: ['prestart-talks', 'list'] as const,
  list: (query: TPrestartTalksQueryInput) => ['prestart-talks', 'list', query] as const,
  today: ['prestart-talks', 'today'] as const,
  one: (id: string) => ['prestart-talks', 'one', id] as const,
};

/** The zone a talk's day and times are read in: the company's (spec 9), the phone's until it is known. */
export function useTalkTimeZone(): string | undefined {
  const { data } = useCurrentUser();
  return data?.company?.timeZone || undefined;
}

/** GET /api/v3/prestart-talk: one page, newest first; the previous page stays on show while the next loads. */
export function useTalks(query: TPrestartTalksQueryInput, enabled = true) {
  return useQuery({
    enabled,
    queryKey: prestartTalkKeys.list(query),
    queryFn: ({ signal }) => apiRequest(`/api/v3/prestart-talk?${queryString(query)}`, { schema: ZPrestartTalksPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A job's talks of one day (the company's day, YYYY-MM-DD), newest first. */
export function useJobTalksOn(jobId: string, day: string, enabled = true) {
  return useQuery({
    enabled: enabled && jobId !== '' && day !== '',
    queryKey: prestartTalkKeys.list({ jobId, on: day }),
    queryFn: ({ signal }) => apiRequest(`/api/v3/prestart-talk?${queryString({ jobId, on: day })}`, { schema: ZPrestartTalksPageSchema, signal }),
  });
}

/** GET /api/v3/prestart-talk/today: the jobs on today that the person reaches, each with its talk or none. */
export const talksTodayQuery = () =>
  queryOptions({
    queryKey: prestartTalkKeys.today,
    queryFn: ({ signal }) => apiRequest('/api/v3/prestart-talk/today', { schema: ZPrestartTalksTodaySchema, signal }),
  });

export function useTalksToday(enabled = true) {
  return useQuery({ ...talksTodayQuery(), enabled });
}

/** GET /api/v3/prestart-talk/{id}; not asked while `enabled` is false (the talk still waits on this phone). */
export function useTalk(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: prestartTalkKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/prestart-talk/${id}`, { schema: ZPrestartTalkSchema, signal }),
  });
}

/**
 * Keeps a talk the server has just answered with: its page shows it at once (an answer that is not
 * the whole talk has its page ask again), and the lists and today's ask again.
 */
export function useStoreTalk() {
  const queryClient = useQueryClient();
  // The same function every render: the outbox's listener (useTalkCommandSync) is set up once.
  return useCallback(
    (talkId: string, talk: TPrestartTalk | null) => {
      if (talk) queryClient.setQueryData(prestartTalkKeys.one(talkId), talk);
      else void queryClient.invalidateQueries({ queryKey: prestartTalkKeys.one(talkId) });
      void queryClient.invalidateQueries({ queryKey: prestartTalkKeys.lists });
      void queryClient.invalidateQueries({ queryKey: prestartTalkKeys.today });
    },
    [queryClient],
  );
}

/** POST /api/v3/prestart-talk/{id}/pdf: the talk with its register, made on the server and answered with its link. */
export function useTalkPdf(id: string) {
  return useMutation({
    mutationFn: () => apiRequest(`/api/v3/prestart-talk/${id}/pdf`, { method: 'POST', schema: ZPrestartTalkPdfSchema, timeoutMs: 120_000 }),
  });
}
