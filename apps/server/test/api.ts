import { bearer } from './factories.js';
import type { TestApp } from './test-app.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API as the holder of a token (null: signed out), with an optional JSON body:
 * `const call = api(t); await call('POST', '/api/v3/job', team.owner, body)`. Takes the app
 * itself or, for helpers made before `beforeAll` has built it, a function that answers it.
 */
export function api(app: TestApp | (() => TestApp)) {
  const current = typeof app === 'function' ? app : () => app;
  return (method: Method, url: string, token: string | null, body?: unknown) =>
    current().app.inject({ method, url, headers: token ? bearer(token) : {}, ...(body === undefined ? {} : { payload: body as object }) });
}

/** One call, for tests that make the same check on a list of them. */
export type ApiRequest = { method: Method; url: string; body?: unknown };
