import { useEffect, useState } from 'react';
import { onOutboxChange, queuedCommands } from './outbox';
import { isSentBy } from './queued-command';
import type { TQueuedCommand } from './queued-command';

/** `loaded`: the queue has been read from the phone at least once (before that, both lists are empty). */
export type TOutboxState = { waiting: TQueuedCommand[]; needsAttention: TQueuedCommand[]; loaded: boolean };

/** The person's queued actions (and any link's on this phone), kept current as they are queued, sent or refused (in any tab). */
export function useOutbox(userId: string | null): TOutboxState {
  const [state, setState] = useState<TOutboxState>({ waiting: [], needsAttention: [], loaded: false });
  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedCommands().then((commands) => {
        if (!live) return;
        const mine = commands.filter((command) => isSentBy(command, userId));
        setState({
          waiting: mine.filter((command) => command.state === 'waiting'),
          needsAttention: mine.filter((command) => command.state === 'needs-attention'),
          loaded: true,
        });
      });
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return state;
}
