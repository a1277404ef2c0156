import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { TQueuedCommand } from './queued-command';

/*
 * The device outbox: IndexedDB, so queued actions survive a reload, a closed tab and a phone
 * restart. One store keyed by the command id; UUID v7 ids keep it in the order the actions were made.
 */

interface TOutboxSchema extends DBSchema {
  commands: { key: string; value: TQueuedCommand };
}

const DB_NAME = 'hivis-outbox';
let opening: Promise<IDBPDatabase<TOutboxSchema>> | null = null;

function database(): Promise<IDBPDatabase<TOutboxSchema>> {
  opening ??= openDB<TOutboxSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('commands', { keyPath: 'id' });
    },
  });
  return opening;
}

export async function putCommand(command: TQueuedCommand): Promise<void> {
  await (await database()).put('commands', command);
}

/** Every queued command, oldest first (the store's key order). */
export async function allCommands(): Promise<TQueuedCommand[]> {
  return (await database()).getAll('commands');
}

export async function deleteCommand(id: string): Promise<void> {
  await (await database()).delete('commands', id);
}

/** For tests: forget the open connection so a fresh database is opened next time. */
export function closeOutboxDatabase(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
