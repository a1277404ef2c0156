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

/**
 * The roles an access token was issued with (its `roles` claim), or null when it cannot be read.
 * Only for showing the right menu: the server checks the token itself.
 */
export function tokenRoles(token: string): string[] | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const roles = typeof json === 'object' && json !== null ? (json as { roles?: unknown }).roles : undefined;
    return Array.isArray(roles) && roles.every((role) => typeof role === 'string') ? roles : null;
  } catch {
    return null;
  }
}

/**
 * After a refresh: the same person, a new token pair, and the roles the new token carries. The
 * server refuses a token whose roles are out of date (docs/auth.md), so a refresh after a change
 * of role brings the new one; storing it re-reads the person's details and rebuilds the menu.
 */
export function storeTokens(tokens: TTokenPair): void {
  const current = getStoredAuth();
  if (!current) return;
  const roles = tokenRoles(tokens.token) ?? current.roles;
  storeAuth({ ...current, token: tokens.token, refreshToken: tokens.refreshToken, roles });
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
