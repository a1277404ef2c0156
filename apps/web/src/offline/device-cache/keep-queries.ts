import { dehydrate, hydrate } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { getStoredAuth } from '../../api/auth-storage';
import { deleteSnapshot, readSnapshot, writeSnapshot } from './query-snapshots-db';

/*
 * Reading offline (docs/field.md): what the person has loaded is written to the phone a moment
 * after it arrives, and put back into the app's cache when the app opens, before the first screen
 * asks for it. A screen then shows it at once, with no signal, and asks the server again when it
 * can; the offline strip says how old it is.
 */

/** Older than this, a snapshot is not shown: the outbox holds actions for as long. */
export const KEEP_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** The most recently loaded answers are kept; a desk user paging through thousands keeps the last ones. */
export const MOST_QUERIES_KEPT = 200;
const WRITE_AFTER_MS = 1_000;

const RELEASE: string = import.meta.env.VITE_HIVIS_RELEASE ?? 'development';

/** Whose snapshot this page reads and writes: the signed-in person, or 'guest' (a link's page). */
export function deviceCacheOwner(): string {
  return getStoredAuth()?.id ?? 'guest';
}

/** A query may opt out with meta { device: false } (answers worth nothing later, e.g. a search as typed). */
function worthKeeping(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.device !== false;
}

export function snapshotOf(client: QueryClient, owner: string, now = Date.now()) {
  const state = dehydrate(client, { shouldDehydrateQuery: worthKeeping });
  // Newest first, then the oldest beyond the limit are left out.
  state.queries = state.queries.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt).slice(0, MOST_QUERIES_KEPT);
  state.mutations = [];
  return { owner, release: RELEASE, savedAt: now, state };
}

/** Puts the person's snapshot back into the cache. Never throws: without it the app simply asks the server. */
export async function restoreQueries(client: QueryClient, now = Date.now()): Promise<void> {
  try {
    const owner = deviceCacheOwner();
    const snapshot = await readSnapshot(owner);
    if (!snapshot) return;
    if (snapshot.release !== RELEASE || now - snapshot.savedAt > KEEP_FOR_MS) {
      await deleteSnapshot(owner);
      return;
    }
    hydrate(client, snapshot.state);
  } catch {
    // A private window or a full disk: the app works as before, from the server.
  }
}

/**
 * The phone's copy is for when there is no signal: read at start only when the app opens offline,
 * and again when the signal goes (hydrate keeps any newer answer already loaded). With signal a
 * screen gets the server's answer: a form filled from yesterday's copy would keep yesterday's
 * values after the fresh answer came.
 */
export async function restoreQueriesWhenOffline(client: QueryClient): Promise<void> {
  if (typeof window === 'undefined') return;
  window.addEventListener('offline', () => void restoreQueries(client));
  if (!navigator.onLine) await restoreQueries(client);
}

/** Writes the cache to the phone a moment after it changes, for whoever is signed in then. Returns a stop. */
export function keepQueriesOnDevice(client: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    timer = null;
    void writeSnapshot(snapshotOf(client, deviceCacheOwner())).catch(() => undefined);
  };
  const stop = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'added' && event.type !== 'removed' && event.type !== 'updated') return;
    if (event.type === 'updated' && event.action.type !== 'success') return;
    timer ??= setTimeout(write, WRITE_AFTER_MS);
  });
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}

/** Signing out: what this person saw leaves the phone with them. */
export async function forgetQueriesOnDevice(owner: string): Promise<void> {
  await deleteSnapshot(owner).catch(() => undefined);
}
