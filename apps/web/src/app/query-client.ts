import { QueryClient, onlineManager } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/**
 * A 4xx answer will not change by asking again; network trouble on site often does, so
 * those are retried twice. Refetch on focus is off: a phone switching apps would refetch constantly.
 */
export function createQueryClient(): QueryClient {
  // TanStack Query takes the network to be there until an 'offline' event says otherwise; an app
  // opened with no signal must know at once, so its queries wait (and say so) instead of failing.
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
        refetchOnWindowFocus: false,
        // Answers no screen shows stay a day (not TanStack's 5 minutes): they are what the phone
        // keeps to show with no signal (offline/device-cache), and a field day is long.
        gcTime: 24 * 60 * 60 * 1000,
      },
      mutations: { retry: false },
    },
  });
}
