import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';
import type { DehydratedState } from '@tanstack/react-query';

/*
 * What each person last saw, kept on the phone (IndexedDB) so the app shows it again with no
 * signal. One snapshot per person ('guest' for someone with only a link); IndexedDB stores the
 * data as it is (dates stay dates), with no JSON round trip.
 */

export type TQuerySnapshot = {
  /** The signed-in person's id, or 'guest'. */
  owner: string;
  /** The release that saved it: another release may read its data differently, so it starts afresh. */
  release: string;
  savedAt: number;
  state: DehydratedState;
};

interface TSnapshotSchema extends DBSchema {
  snapshots: { key: string; value: TQuerySnapshot };
}

const DB_NAME = 'hivis-device-cache';
let opening: Promise<IDBPDatabase<TSnapshotSchema>> | null = null;

function database(): Promise<IDBPDatabase<TSnapshotSchema>> {
  opening ??= openDB<TSnapshotSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('snapshots', { keyPath: 'owner' });
    },
  });
  return opening;
}

export async function readSnapshot(owner: string): Promise<TQuerySnapshot | undefined> {
  return (await database()).get('snapshots', owner);
}

export async function writeSnapshot(snapshot: TQuerySnapshot): Promise<void> {
  await (await database()).put('snapshots', snapshot);
}

export async function deleteSnapshot(owner: string): Promise<void> {
  await (await database()).delete('snapshots', owner);
}

/** For tests: forget the open connection so a fresh database is opened next time. */
export function closeSnapshotDatabase(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
