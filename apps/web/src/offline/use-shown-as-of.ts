import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * When the oldest answer on screen arrived (ms), or null with nothing on screen: offline, the
 * strip says "as of" that time, so nobody mistakes yesterday's list for today's.
 */
export function useShownAsOf(): number | null {
  const client = useQueryClient();
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  const oldestShown = useCallback(() => {
    let oldest: number | null = null;
    for (const query of cache.getAll()) {
      if (query.getObserversCount() === 0 || query.state.status !== 'success') continue;
      const at = query.state.dataUpdatedAt;
      if (oldest === null || at < oldest) oldest = at;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, oldestShown, () => null);
}

/** "26/11 at 10:42" (today: "10:42"), in the phone's own time. */
export function formatShownAsOf(at: number, now: Date = new Date()): string {
  const date = new Date(at);
  const pad = (value: number) => String(value).padStart(2, '0');
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  if (date.toDateString() === now.toDateString()) return time;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)} at ${time}`;
}
