import { toApiError } from '../api/api-error';
import { fileUploadForm } from '../offline/outbox/outbox';
import type { TOutboxConnection } from '../offline/outbox/outbox';

/** Long enough for a slow site connection, short enough that a dead one gives an answer. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Sends one request without a sign-in. A refusal rejects with the server's words (ApiError, kept
 * aside by the outbox as needing attention); no answer rejects with the network's error, and the
 * outbox tries again later.
 */
async function send(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(path, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body;
}

/**
 * A link page's way to the server for the device outbox (offline/outbox/outbox.ts): plain
 * requests and no sign-in, so the page does not load the app's API client. It sends the actions
 * made through links (their person is null); a signed-in person's wait for the app.
 */
export const linkOutboxConnection: TOutboxConnection = {
  sender: {
    send: (command, body) => send(command.path, { method: command.method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    sendFile: (_command, file) => send('/api/v3/files', { method: 'POST', body: fileUploadForm(file) }),
  },
  signedInUserId: () => null,
  onSignInChange: () => undefined,
};
