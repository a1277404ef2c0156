import { useEffect, useState } from 'react';
import { onCommandSent } from './outbox';

/** How long "All sent" stays once the last waiting action has gone. */
const ALL_SENT_MS = 6_000;

/** True for a moment after an action saved on the phone has reached the server: the strip says "All sent". */
export function useJustSent(): boolean {
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onCommandSent(() => {
      setJustSent(true);
      clearTimeout(timer);
      timer = setTimeout(() => setJustSent(false), ALL_SENT_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return justSent;
}
