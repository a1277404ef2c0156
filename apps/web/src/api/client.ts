import type { $ZodType, output } from 'zod/v4/core';
import { ApiError, isTokenFailure, NETWORK_ERROR_MESSAGE, successMessage, TIMEOUT_MESSAGE, toApiError } from './api-error';
import { getStoredAuth } from './auth-storage';
import { noteFailedRequest } from './failed-request';
import { freshAccessToken } from './token-refresh';
import { toastServerMessage } from './server-message-toast';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type TRequestOptions = {
  method?: THttpMethod;
  /** Sent as JSON; a FormData (a file upload) is sent as multipart. */
  body?: unknown;
  /** Send the stored access token (default). Public calls set false. */
  auth?: boolean;
  /** How a `message` in a success body is shown: an info toast (default, spec 7), a success toast, or not (the screen shows it). */
  messageToast?: 'info' | 'success' | false;
  /** The caller's cancel (a query's signal); the timeout applies as well. */
  signal?: AbortSignal;
  /** Each attempt's limit; a large upload may ask for longer. */
  timeoutMs?: number;
  /** For an upload: told how much of the body has gone, as it goes (sent by XMLHttpRequest, which reports it). */
  onUploadProgress?: (sent: number, total: number) => void;
};

/** An answer's schema, full zod or zod/mini (the signing link's page, contracts' swms-link-page.ts). */
type TAnswerSchema = $ZodType & { parse: (data: unknown) => unknown };

/** What `send` hands back: the status and the parsed JSON body (null when there is none). */
type TAnswer = { ok: boolean; status: number; body: unknown };

/** Long enough for a slow site connection, short enough that a dead one gives an answer. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Calls the API. With a schema the answer is checked and typed; without, it is `unknown`.
 * Rejects with ApiError. A 401/403 for an expired or invalid token gets one refresh and one retry.
 */
export function apiRequest<S extends TAnswerSchema>(path: string, options: TRequestOptions & { schema: S }): Promise<output<S>>;
export function apiRequest(path: string, options?: TRequestOptions): Promise<unknown>;
export async function apiRequest(path: string, options: TRequestOptions & { schema?: TAnswerSchema } = {}): Promise<unknown> {
  const useAuth = options.auth ?? true;
  const sentWith = useAuth ? (getStoredAuth()?.token ?? null) : null;
  const sender = options.onUploadProgress && options.body instanceof FormData ? sendWithProgress : send;
  let { ok, status, body } = await sender(path, options, sentWith);

  if (!ok && sentWith !== null && isTokenFailure(status, body)) {
    const token = await freshAccessToken(sentWith);
    ({ ok, status, body } = await sender(path, options, token));
  }
  if (!ok) throw toApiError(status, body);

  const message = successMessage(body);
  const toast = options.messageToast ?? 'info';
  if (message && (toast === 'success' || toast === 'info')) toastServerMessage(message, toast);
  return options.schema ? options.schema.parse(body) : body;
}

function headersFor(options: TRequestOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // For FormData the browser writes the multipart Content-Type with its boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function send(path: string, options: TRequestOptions, token: string | null): Promise<TAnswer> {
  const headers = headersFor(options, token);
  const multipart = options.body instanceof FormData;
  // Both at once: a query always passes its own signal, and a dead connection must still end.
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (error) {
    // The caller gave up (the screen left): hand its abort back untouched, TanStack Query expects it.
    if (options.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE);
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  // Non-JSON error bodies (a proxy's HTML page) are passed on as "no body" (spec 8).
  const body: unknown = isJson ? await response.json().catch(() => null) : null;
  if (!response.ok) noteFailedRequest(response.headers.get('x-request-id'));
  return { ok: response.ok, status: response.status, body };
}

/**
 * An upload that says how far it has got: fetch cannot report an upload's progress in every
 * browser a site phone runs, XMLHttpRequest can. Same headers, limits and errors as `send`.
 */
function sendWithProgress(path: string, options: TRequestOptions, token: string | null): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', path);
    for (const [name, value] of Object.entries(headersFor(options, token))) request.setRequestHeader(name, value);
    request.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onUploadProgress?.(event.loaded, event.total);
    };
    const stop = () => request.abort();
    options.signal?.addEventListener('abort', stop, { once: true });
    const settle = () => options.signal?.removeEventListener('abort', stop);
    request.onload = () => {
      settle();
      const isJson = request.getResponseHeader('content-type')?.includes('application/json') ?? false;
      let body: unknown = null;
      if (isJson) {
        try {
          body = JSON.parse(request.responseText) as unknown;
        } catch {
          body = null;
        }
      }
      const ok = request.status >= 200 && request.status < 300;
      if (!ok) noteFailedRequest(request.getResponseHeader('x-request-id'));
      resolve({ ok, status: request.status, body });
    };
    request.ontimeout = () => {
      settle();
      reject(new ApiError(0, 'TIMEOUT', TIMEOUT_MESSAGE));
    };
    request.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE));
    };
    request.onabort = () => {
      settle();
      reject(options.signal?.reason ?? new DOMException('The upload was stopped.', 'AbortError'));
    };
    request.send(options.body as FormData);
  });
}
