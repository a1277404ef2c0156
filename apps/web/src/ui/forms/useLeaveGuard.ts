import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';
import type { Blocker, BlockerFunction } from 'react-router';

/**
 * Asks before a form with unsaved changes is left: in-app links and Back through React Router's
 * blocker (the caller shows LeaveDialog while `blocker.state` is 'blocked'), a closed tab or a
 * reload through the browser's own beforeunload question.
 *
 * `isUnsaved` is read at the moment of leaving, not at the last render: a save that succeeds
 * and navigates in the same tick must not be asked about.
 */
export function useLeaveGuard(isUnsaved: () => boolean): Blocker {
  const shouldBlock = useCallback<BlockerFunction>(
    // A change of query string on the same screen is not leaving it.
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isUnsaved(),
    [isUnsaved],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isUnsaved()) return;
      // Browsers show their own words; preventDefault (and returnValue for older ones) asks for them.
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isUnsaved]);

  return blocker;
}
