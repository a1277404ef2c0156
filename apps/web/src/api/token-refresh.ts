import { TOKEN_REFRESH_DEBOUNCE_MS, ZTokenPairSchema } from '@hivis/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from './api-error';
import { clearAllStorage, getStoredAuth, storeTokens } from './auth-storage';

export const REFRESH_PATH = '/api/v3/auth/refresh';
const LOCK_NAME = 'hivis.token-refresh';

/*
 * Refresh tokens rotate and a reused one revokes the whole login (the server's theft check),
 * so two refresh calls with the same token must never happen. Three guards:
 * 1. a call that failed with a token that is no longer the stored one just retries with the new one;
 * 2. concurrent failures share one refresh promise, kept for TOKEN_REFRESH_DEBOUNCE_MS after it settles;
 * 3. a Web Lock serialises refreshes across tabs, which share localStorage.
 */
let shared: Promise<string> | null = null;

/** A fresh access token to replace `staleToken`. Rejects (after signing out on refusal) when none can be had. */
export function freshAccessToken(staleToken: string): Promise<string> {
  const stored = getStoredAuth();
  if (!stored) return Promise.reject(new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.'));
  if (stored.token !== staleToken) return Promise.resolve(stored.token);
  if (shared) return shared;
  const promise = withLock(() => refreshOnce(staleToken));
  shared = promise;
  const forget = () => {
    setTimeout(() => {
      if (shared === promise) shared = null;
    }, TOKEN_REFRESH_DEBOUNCE_MS);
  };
  promise.then(forget, forget);
  return promise;
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(LOCK_NAME, task) : task();
}

async function refreshOnce(staleToken: string): Promise<string> {
  // Another tab may have refreshed while this one waited for the lock.
  const stored = getStoredAuth();
  if (!stored) throw new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.');
  if (stored.token !== staleToken) return stored.token;

  let response: Response;
  try {
    response = await fetch(REFRESH_PATH, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${stored.refreshToken}` },
    });
  } catch {
    // No signal on site is not a refusal: keep the login so the next try can refresh.
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500) throw toApiError(response.status, body);
  const tokens = ZTokenPairSchema.safeParse(body);
  if (!response.ok || !tokens.success) {
    endSession();
    throw toApiError(response.ok ? 401 : response.status, body);
  }
  storeTokens(tokens.data);
  return tokens.data.token;
}

/** The server refused the refresh: the login is over (spec 4). Sign out and go to the login page. */
export function endSession(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  clearAllStorage();
  const returnTo = here.startsWith('/auth/') ? '' : `?returnTo=${encodeURIComponent(here)}`;
  // A full page load also drops every cached answer that belonged to the old login.
  window.location.assign(`/auth/login${returnTo}`);
}
