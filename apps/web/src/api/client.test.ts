import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAuthUser } from '@hivis/contracts';

/*
 * The client's refresh rules (spec 4, 8) against a fake fetch and a fake localStorage:
 * one shared refresh for concurrent failures, one retry each, sign-out when the refresh is refused.
 */

const AUTH_KEY = 'hivis.auth';

function fakeStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

const storedLogin: TAuthUser = {
  id: 'u1',
  email: 'owner@demo.hivis.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  roles: ['PAH'],
  status: 'active',
  paymentStatus: 'paid',
  companyId: 'c1',
  token: 'old-access',
  refreshToken: 'old-refresh',
  features: [],
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let storage: ReturnType<typeof fakeStorage>;
let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  storage = fakeStorage();
  storage.setItem(AUTH_KEY, JSON.stringify(storedLogin));
  assign = vi.fn();
  vi.stubGlobal('window', {
    localStorage: storage,
    location: { pathname: '/user/details', search: '', assign },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const bearerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');

describe('apiRequest token refresh', () => {
  it('shares one refresh between concurrent failures and retries each request once', async () => {
    const calls: string[] = [];
    const fetchMock = vi.fn(async (path: string, init?: RequestInit) => {
      calls.push(`${path} ${bearerOf(init)}`);
      if (path === '/api/v3/auth/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json(200, { token: 'new-access', refreshToken: 'new-refresh' });
      }
      if (bearerOf(init) === 'Bearer old-access') return json(401, { code: 'UNAUTHORIZED', message: 'tokenExpired: the access token has expired.' });
      return json(200, { ok: path });
    });
    vi.stubGlobal('fetch', fetchMock);
    const { apiRequest } = await import('./client');

    const results = await Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);

    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(calls.filter((call) => call.startsWith('/api/v3/auth/refresh'))).toEqual(['/api/v3/auth/refresh Bearer old-refresh']);
    expect(calls.filter((call) => call.endsWith('Bearer new-access'))).toHaveLength(3);
    expect(JSON.parse(storage.getItem(AUTH_KEY) ?? '{}')).toMatchObject({ token: 'new-access', refreshToken: 'new-refresh', id: 'u1' });
  });

  it('signs out and goes to the login page when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/v3/auth/refresh'
          ? json(401, { code: 'UNAUTHORIZED', message: 'tokenInvalid: this login has ended.' })
          : json(401, { code: 'UNAUTHORIZED', message: 'tokenExpired: the access token has expired.' }),
      ),
    );
    const { apiRequest } = await import('./client');

    await expect(apiRequest('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(storage.getItem(AUTH_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fuser%2Fdetails');
  });

  it('keeps the login when the refresh cannot reach the server', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) => {
        if (path === '/api/v3/auth/refresh') throw new TypeError('Failed to fetch');
        return json(401, { code: 'UNAUTHORIZED', message: 'tokenExpired: the access token has expired.' });
      }),
    );
    const { apiRequest } = await import('./client');

    await expect(apiRequest('/api/a')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(storage.getItem(AUTH_KEY)).not.toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not refresh for other 401s and hands back the field errors', async () => {
    const fetchMock = vi.fn(async () =>
      json(400, { code: 'VALIDATION', message: 'Phone number must have at least 8 digits.', errors: { phone: 'Phone number must have at least 8 digits.' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { apiRequest } = await import('./client');

    await expect(apiRequest('/api/v3/user/details', { method: 'PUT', body: { phone: '1' } })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION',
      errors: { phone: 'Phone number must have at least 8 digits.' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries with a token another request already refreshed, without refreshing again', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        calls.push(`${path} ${bearerOf(init)}`);
        // Meanwhile another tab has refreshed: the stored pair is already new.
        storage.setItem(AUTH_KEY, JSON.stringify({ ...storedLogin, token: 'tab-access', refreshToken: 'tab-refresh' }));
        if (bearerOf(init) === 'Bearer old-access') return json(401, { code: 'UNAUTHORIZED', message: 'tokenExpired' });
        return json(200, { ok: true });
      }),
    );
    const { apiRequest } = await import('./client');

    await expect(apiRequest('/api/a')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['/api/a Bearer old-access', '/api/a Bearer tab-access']);
  });
});

describe('apiRequest timeout', () => {
  /** A fetch that never answers, like a dead site connection, and stops only when its signal aborts. */
  const hangingFetch = vi.fn(
    (_path: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error));
      }),
  );

  it('times out a request that also carries the caller’s signal, with a plain message', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const { apiRequest } = await import('./client');
    const caller = new AbortController();

    await expect(apiRequest('/api/a', { signal: caller.signal, timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'The connection timed out. Check your signal and try again.',
    });
    expect(caller.signal.aborted).toBe(false);
  });

  it('times out a request without a caller’s signal', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const { apiRequest } = await import('./client');

    await expect(apiRequest('/api/a', { timeoutMs: 20 })).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('hands back the caller’s own abort, not a timeout', async () => {
    vi.stubGlobal('fetch', hangingFetch);
    const { apiRequest } = await import('./client');
    const caller = new AbortController();

    const request = apiRequest('/api/a', { signal: caller.signal, timeoutMs: 10_000 });
    caller.abort();

    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('a change of role', () => {
  /** An access token as the server signs it: only its payload matters here. */
  const tokenWith = (roles: string[]) => `header.${btoa(JSON.stringify({ sub: 'u1', roles })).replace(/=+$/, '')}.signature`;

  it('is stored when the refreshed token carries other roles, so the menu is rebuilt for them', async () => {
    storage.setItem(AUTH_KEY, JSON.stringify({ ...storedLogin, roles: ['NAH'] }));
    const promoted = tokenWith(['SAH']);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init?: RequestInit) => {
        if (path === '/api/v3/auth/refresh') return json(200, { token: promoted, refreshToken: 'new-refresh' });
        // The server refuses a token whose roles are out of date; the refreshed one goes through.
        if (bearerOf(init) === 'Bearer old-access') return json(401, { code: 'UNAUTHORIZED', message: "tokenExpired: this account's role has changed." });
        return json(200, { ok: true });
      }),
    );
    const { apiRequest } = await import('./client');
    const { accessOf } = await import('../features/auth/access');

    await expect(apiRequest('/api/v3/auth/info')).resolves.toEqual({ ok: true });
    const stored = JSON.parse(storage.getItem(AUTH_KEY) ?? '{}') as TAuthUser;
    expect(stored).toMatchObject({ token: promoted, roles: ['SAH'] });
    expect(accessOf({ roles: stored.roles, status: 'active', featureKeys: [] }).kind).toBe('staff');
  });

  it('keeps the stored roles when the token cannot be read', async () => {
    const { tokenRoles } = await import('./auth-storage');
    expect(tokenRoles('not-a-jwt')).toBeNull();
    expect(tokenRoles('a.%%%.c')).toBeNull();
    expect(tokenRoles(tokenWith(['PAH', 'admin']))).toEqual(['PAH', 'admin']);
  });
});
