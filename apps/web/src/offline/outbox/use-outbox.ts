import { useEffect, useState } from 'react';
import { onOutboxChange, queuedCommands } from './outbox';
import type { TQueuedCommand } from './queued-command';

export type TOutboxState = { waiting: TQueuedCommand[]; needsAttention: TQueuedCommand[] };

/** The person's queued actions, kept current as they are queued, sent or refused (in any tab). */
export function useOutbox(userId: string | null): TOutboxState {
  const [state, setState] = useState<TOutboxState>({ waiting: [], needsAttention: [] });
  useEffect(() => {
    let live = true;
    const read = () =>
      void queuedCommands().then((commands) => {
        if (!live) return;
        const mine = commands.filter((command) => command.userId === userId);
        setState({
          waiting: mine.filter((command) => command.state === 'waiting'),
          needsAttention: mine.filter((command) => command.state === 'needs-attention'),
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
