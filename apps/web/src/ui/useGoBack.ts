import { useCallback } from 'react';
import { useNavigate } from 'react-router';

type TNavigationApi = { canGoBack?: boolean };

/**
 * Whether the tab has an earlier page. React Router's own index restarts at every full page load
 * (a typed address, a link from an email), so the browser decides. The Navigation API knows
 * exactly; history.length also counts a new tab's blank first entry, so it is only the fallback.
 */
function canGoBack(): boolean {
  const navigation = (window as Window & { navigation?: TNavigationApi }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return window.history.length > 1;
}

/** One step back in history (spec 2.5); with nowhere to go back to, home instead. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (canGoBack()) void navigate(-1);
    else void navigate('/', { replace: true });
  }, [navigate]);
}
