import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * One step back in history (spec 2.5); a page opened directly from a link has nowhere
 * to go back to, so it goes home instead of doing nothing.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
