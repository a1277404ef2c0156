import { isTokenFailure, NETWORK_ERROR_MESSAGE, toApiError, ApiError } from '../../api/api-error';
import { getStoredAuth } from '../../api/auth-storage';
import { freshAccessToken } from '../../api/token-refresh';

/*
 * fetch with the bearer token and the same one refresh as apiRequest, for answers that are not
 * a JSON body: downloads (ZIP, CSV) and the import's progress stream. Failures reject with the
 * same ApiError as every other call.
 */

async function send(path: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetch(path, { ...init, headers });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE);
  }
}

const jsonBody = async (response: Response): Promise<unknown> =>
  response.headers.get('content-type')?.includes('application/json') ? response.json().catch(() => null) : null;

/** The response when it is a success; otherwise the API's error. */
export async function authorisedFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const sentWith = getStoredAuth()?.token ?? null;
  let response = await send(path, init, sentWith);
  if (!response.ok && sentWith) {
    const body = await jsonBody(response.clone());
    if (isTokenFailure(response.status, body)) response = await send(path, init, await freshAccessToken(sentWith));
  }
  if (!response.ok) throw toApiError(response.status, await jsonBody(response));
  return response;
}

/** Hands a blob to the browser as a download with this file name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server gave in Content-Disposition, or a fallback. */
export function filenameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Reads a download to the end, reporting bytes as they arrive (and the total when the server
 * says it), so a slow connection shows movement instead of a frozen button.
 */
export async function readWithProgress(response: Response, onBytes: (received: number, total: number | null) => void): Promise<Blob> {
  const total = Number(response.headers.get('content-length')) || null;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) return new Blob([await response.arrayBuffer()], { type });
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onBytes(received, total);
  }
  return new Blob(parts as BlobPart[], { type });
}
