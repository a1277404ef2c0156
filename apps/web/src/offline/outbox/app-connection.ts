import { getStoredAuth, subscribeAuth } from '../../api/auth-storage';
import { apiRequest } from '../../api/client';
import { fileUploadForm } from './outbox';
import type { TOutboxConnection } from './outbox';

/**
 * The app's way to the server for the device outbox: its API client (a refreshed token, the
 * server's words on a refusal) and the stored sign-in. A link's action goes without a sign-in, as
 * its page did; a person's with theirs.
 */
export const appOutboxConnection: TOutboxConnection = {
  sender: {
    send: (command, body) => apiRequest(command.path, { method: command.method, body, messageToast: false, auth: command.userId !== null }),
    sendFile: (command, file) =>
      apiRequest('/api/v3/files', { method: 'POST', body: fileUploadForm(file), messageToast: false, auth: command.userId !== null }),
  },
  signedInUserId: () => getStoredAuth()?.id ?? null,
  onSignInChange: (listener) => void subscribeAuth(listener),
};
