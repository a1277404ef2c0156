import { ZAuthUserSchema } from '@hivis/contracts';
import type { TAuthUser, TTokenPair } from '@hivis/contracts';

/** The one localStorage key that holds the signed-in person (spec 3, "Auth user"). */
export const AUTH_STORAGE_KEY = 'hivis.auth';

type Listener = () => void;
const listeners = new Set<Listener>();

// Parsed once per change, so React's useSyncExternalStore sees a stable snapshot.
let cached: { raw: string | null; value: TAuthUser | null } = { raw: null, value: null };

function parse(raw: string | null): TAuthUser | null {
  if (raw === null) return null;
  try {
    const result = ZAuthUserSchema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    // Private browsing modes can refuse storage; the app then works as signed out.
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored login, or null. A damaged entry counts as signed out. */
export function getStoredAuth(): TAuthUser | null {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, value: parse(raw) };
  return cached.value;
}

export function storeAuth(auth: TAuthUser): void {
  window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
  notify();
}

/** After a refresh: the same person, a new token pair. */
export function storeTokens(tokens: TTokenPair): void {
  const current = getStoredAuth();
  if (!current) return;
  storeAuth({ ...current, token: tokens.token, refreshToken: tokens.refreshToken });
}

/** Logout clears all local storage (spec 3), not only the auth key. */
export function clearAllStorage(): void {
  try {
    window.localStorage.clear();
  } catch {
    // Nothing stored that we could clear.
  }
  notify();
}

export function subscribeAuth(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this tab may show.
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
