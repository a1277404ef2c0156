import { allCommands, deleteCommand, putCommand } from './outbox-db';
import { newCommand } from './queued-command';
import type { TNewCommand, TQueuedCommand, TQueuedFile } from './queued-command';
import { drainQueued } from './send-outbox';
import type { TOutboxStore, TSender } from './send-outbox';

/*
 * The device outbox as the app uses it: queue an action, and it is sent when it can be: at once
 * if there is signal, else on the 'online' event, when the app opens or comes back to the front,
 * and on a timer that backs off while the network stays away. One tab sends at a time (Web Locks),
 * and every tab hears when the queue changes (BroadcastChannel), so each shows the same count.
 * How actions reach the server and who is signed in are given by the page at start
 * (`startOutbox`): the app sends with its API client and sign-in (offline/outbox/app-connection.ts),
 * a link's page with plain requests and no sign-in (link-pages/link-connection.ts), so a page
 * opened from an email does not load the app's client to queue its action.
 */

const store: TOutboxStore = { all: allCommands, put: putCommand, remove: deleteCommand };
const LOCK = 'hivis-outbox';
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

type TListener = () => void;
const listeners = new Set<TListener>();
const sentListeners = new Set<(command: TQueuedCommand, answer: unknown) => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(LOCK);
channel?.addEventListener('message', () => notify(false));

function notify(broadcast = true): void {
  for (const listener of listeners) listener();
  if (broadcast) channel?.postMessage('changed');
}

/** Called whenever the queue changes, in this tab or another. */
export function onOutboxChange(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called with the server's answer when a queued action has been applied (to refresh what it changed). */
export function onCommandSent(listener: (command: TQueuedCommand, answer: unknown) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

export async function queuedCommands(): Promise<TQueuedCommand[]> {
  return allCommands();
}

let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = FIRST_RETRY_MS;

function retryLater(): void {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void sendOutbox();
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, LONGEST_RETRY_MS);
}

/** How this page reaches the server: its sender, who is signed in, and when that changes. */
export type TOutboxConnection = {
  sender: TSender;
  signedInUserId: () => string | null;
  onSignInChange: (listener: () => void) => void;
};

/** Set by startOutbox; until then actions are kept on the phone and sent once it is set. */
let connection: TOutboxConnection | null = null;

/** The form upload of one queued file, under the file's own id (POST /api/v3/files). */
export function fileUploadForm(file: TQueuedFile): FormData {
  const form = new FormData();
  form.append('fileType', file.fileType);
  form.append('id', file.id);
  for (const [name, value] of Object.entries(file.fields ?? {})) form.append(name, value);
  form.append('file', new File([file.blob], file.name, { type: file.blob.type }));
  return form;
}

async function sendPass(): Promise<void> {
  if (!connection) return;
  const result = await drainQueued(store, connection.signedInUserId(), connection.sender, (command, answer) => {
    for (const listener of sentListeners) listener(command, answer);
  });
  if (result.sent > 0 || result.refused > 0 || result.stoppedBy) notify();
  if (result.stoppedBy) retryLater();
  else retryDelay = FIRST_RETRY_MS;
}

/** Set when a send was asked for while this tab's pass held the lock: the pass runs once more. */
let askedWhileSending = false;

/** Sends what is waiting, in this tab unless another is already sending (that one sends it). */
export async function sendOutbox(): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) {
    await sendPass();
    return;
  }
  await navigator.locks.request(LOCK, { ifAvailable: true }, async (lock) => {
    if (!lock) {
      askedWhileSending = true;
      return;
    }
    do {
      askedWhileSending = false;
      await sendPass();
    } while (askedWhileSending);
  });
}

/** Queues an action made now and tries to send it at once. Resolves once it is safely on the phone. */
export async function queueCommand(input: TNewCommand): Promise<TQueuedCommand> {
  const command = newCommand(input);
  await putCommand(command);
  notify();
  void sendOutbox();
  return command;
}

/** The person chose to drop a refused action (or, signing out, everything they had not sent). */
export async function discardCommand(id: string): Promise<void> {
  await deleteCommand(id);
  notify();
}

/** Starts sending in the background: at once, when the signal returns, and when the app comes back to the front. */
export function startOutbox(connectTo: TOutboxConnection): void {
  if (connection || typeof window === 'undefined') return;
  connection = connectTo;
  // Someone signing in on this phone may have actions of theirs waiting from before.
  connection.onSignInChange(() => void sendOutbox());
  window.addEventListener('online', () => {
    retryDelay = FIRST_RETRY_MS;
    void sendOutbox();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void sendOutbox();
  });
  void sendOutbox();
}
