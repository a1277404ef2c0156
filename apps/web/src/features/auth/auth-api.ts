import { ZAccountSetupInfoSchema, ZAuthUserSchema, ZCurrentUserSchema, ZMessageSchema, ZPasswordResetTokenInfoSchema } from '@hivis/contracts';
import type { TAccountSetup, TChangePassword, TLoginRequest, TRequestPasswordReset, TResetPassword } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

/* The auth calls of spec 7, paths exactly as the server has them. */

export const login = (body: TLoginRequest) => apiRequest('/api/v3/auth/login', { method: 'POST', body, auth: false, schema: ZAuthUserSchema });

export const fetchCurrentUser = (signal?: AbortSignal) => apiRequest('/api/v3/auth/info', { schema: ZCurrentUserSchema, signal });

// The screen shows the answer itself, so no toast as well.
export const requestPasswordReset = (body: TRequestPasswordReset) =>
  apiRequest('/api/v3/auth/reset', { method: 'POST', body, auth: false, schema: ZMessageSchema, messageToast: false });

export const checkPasswordResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest(`/api/v3/auth/reset/${encodeURIComponent(token)}`, { auth: false, schema: ZPasswordResetTokenInfoSchema, signal });

export const resetPassword = (body: TResetPassword) =>
  apiRequest('/api/v3/auth/reset', { method: 'PUT', body, auth: false, schema: ZMessageSchema, messageToast: 'success' });

export const fetchAccountSetup = (setupKey: string, signal?: AbortSignal) =>
  apiRequest(`/api/v3/auth/setup/${encodeURIComponent(setupKey)}`, { auth: false, schema: ZAccountSetupInfoSchema, signal });

export const completeAccountSetup = (body: TAccountSetup) =>
  apiRequest('/api/v3/auth/setup/', { method: 'POST', body, auth: false, schema: ZMessageSchema, messageToast: 'success' });

export const changePassword = (body: TChangePassword) =>
  apiRequest('/api/v3/auth/change', { method: 'PUT', body, schema: ZMessageSchema, messageToast: 'success' });

/**
 * Ends the server side of the session. Its bearer is the refresh token, as for the refresh call;
 * keepalive lets the request finish while the page moves on to the login screen.
 */
export async function endServerSession(refreshToken: string): Promise<void> {
  await fetch('/api/v3/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${refreshToken}` }, keepalive: true });
}
