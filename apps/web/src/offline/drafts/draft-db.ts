import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';

/*
 * Form drafts on the device: IndexedDB rather than localStorage, because signing out clears
 * localStorage (a draft of a half-typed form should wait for its person, as queued actions do),
 * because IndexedDB keeps dates and nested values as they are, and because a long SWMS step
 * should not eat into localStorage's few megabytes that the sign-in lives in.
 */

/** One form's typing, kept for one person (and one record, for an edit form). */
export type TStoredDraft = {
  /** `${userId}|${form}|${recordId or 'new'}`: see draftKey. */
  key: string;
  userId: string;
  values: Record<string, unknown>;
  /** When it was last typed (ms since 1970): the offer says it, and drafts expire by it. */
  savedAt: number;
  /**
   * A create form's record id, made on the device (useDeviceId): restored with the typing, so a
   * save whose answer was lost before a reload is answered with the record it made, not a second one.
   */
  deviceId?: string;
};

interface TDraftSchema extends DBSchema {
  drafts: { key: string; value: TStoredDraft };
}

const DB_NAME = 'hivis-drafts';
let opening: Promise<IDBPDatabase<TDraftSchema>> | null = null;

function database(): Promise<IDBPDatabase<TDraftSchema>> {
  opening ??= openDB<TDraftSchema>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'key' });
    },
  });
  return opening;
}

export async function putDraft(draft: TStoredDraft): Promise<void> {
  await (await database()).put('drafts', draft);
}

export async function getDraft(key: string): Promise<TStoredDraft | undefined> {
  return (await database()).get('drafts', key);
}

export async function deleteDraft(key: string): Promise<void> {
  await (await database()).delete('drafts', key);
}

export async function allDrafts(): Promise<TStoredDraft[]> {
  return (await database()).getAll('drafts');
}

/** For tests: forget the open connection so a fresh database is opened next time. */
export function closeDraftDatabase(): void {
  void opening?.then((db) => db.close());
  opening = null;
}
