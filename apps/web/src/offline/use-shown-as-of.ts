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

export { formatShownAsOf } from './shown-as-of-format';
