import { isApiError } from '../../api/api-error';
import { commandBody, isSentBy } from './queued-command';
import type { TQueuedCommand, TQueuedFile } from './queued-command';

/*
 * One pass over the queue. Commands go in the order they were made (a clock-off after its
 * clock-on), and a pass stops at the first that does not reach the server: the rest wait their
 * turn for the next pass. A command the server refuses (4xx: the job was cancelled meanwhile, the
 * person was taken off it) is set aside as needing attention, with the server's words, and the
 * pass goes on: nothing is dropped silently, and nothing refused is sent again by itself.
 */

export type TOutboxStore = {
  all: () => Promise<TQueuedCommand[]>;
  put: (command: TQueuedCommand) => Promise<void>;
  remove: (id: string) => Promise<void>;
};

export type TSendCommand = (command: TQueuedCommand, body: Record<string, unknown>) => Promise<unknown>;
/** Stores one of the command's files on the server, under the file's own id. */
export type TSendFile = (command: TQueuedCommand, file: TQueuedFile) => Promise<unknown>;

export type TSender = { send: TSendCommand; sendFile: TSendFile };

export type TPassResult = { sent: number; refused: number; stoppedBy: unknown };

/** Did not reach the server, or the server could not answer now: worth sending again later. */
export function isWorthRetrying(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/**
 * Files first, each marked sent on the phone once stored, so a later pass sends only what is left.
 * `progress` holds the command as far as it got, for the caller to keep if a file fails.
 */
async function sendFiles(store: TOutboxStore, progress: { command: TQueuedCommand }, sendFile: TSendFile): Promise<void> {
  for (const file of progress.command.files ?? []) {
    if (file.sent) continue;
    await sendFile(progress.command, file);
    const files = (progress.command.files ?? []).map((each) => (each.id === file.id ? { ...each, sent: true } : each));
    progress.command = { ...progress.command, files };
    await store.put(progress.command);
  }
}

/**
 * Sends the waiting actions of one person (null: signed out), and any link's: a phone may hold
 * another person's (they signed out with actions unsent, or share the phone), and an action goes
 * only with its own person's sign-in.
 */
export async function sendQueued(
  store: TOutboxStore,
  userId: string | null,
  { send, sendFile }: TSender,
  onSent: (command: TQueuedCommand, answer: unknown) => void = () => undefined,
): Promise<TPassResult> {
  const result: TPassResult = { sent: 0, refused: 0, stoppedBy: null };
  for (const queued of await store.all()) {
    if (queued.state !== 'waiting' || !isSentBy(queued, userId)) continue;
    const progress = { command: queued };
    try {
      await sendFiles(store, progress, sendFile);
      const answer = await send(progress.command, commandBody(progress.command));
      await store.remove(queued.id);
      result.sent += 1;
      onSent(progress.command, answer);
    } catch (error) {
      const command = progress.command;
      if (isWorthRetrying(error)) {
        await store.put({ ...command, attempts: command.attempts + 1 });
        result.stoppedBy = error;
        return result;
      }
      const problem = error instanceof Error ? error.message : 'The server refused this.';
      await store.put({ ...command, state: 'needs-attention', problem });
      result.refused += 1;
    }
  }
  return result;
}

/**
 * Passes until nothing of the person's waits or one is stopped by the network: an action queued
 * while a pass runs (another tap, while the tab holds the sending lock) is sent by the next one
 * instead of waiting for the next trigger.
 */
export async function drainQueued(
  store: TOutboxStore,
  userId: string | null,
  sender: TSender,
  onSent?: (command: TQueuedCommand, answer: unknown) => void,
): Promise<TPassResult> {
  const total: TPassResult = { sent: 0, refused: 0, stoppedBy: null };
  for (;;) {
    const pass = await sendQueued(store, userId, sender, onSent);
    total.sent += pass.sent;
    total.refused += pass.refused;
    total.stoppedBy = pass.stoppedBy;
    if (pass.stoppedBy) return total;
    const left = (await store.all()).some((command) => isSentBy(command, userId) && command.state === 'waiting');
    if (!left) return total;
  }
}
