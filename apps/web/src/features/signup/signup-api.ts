import { useQuery } from '@tanstack/react-query';
import { ZAuthUserSchema, ZCheckoutResponseSchema, ZEstimateSchema, ZPlansSchema, ZTestCheckoutSessionSchema } from '@hivis/contracts';
import type { TCheckoutInput, TCheckoutResponse, TSignupInput } from '@hivis/contracts';
import { toApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

/* Sign-up and payment calls (spec 7 "Auth" and "Payments"), paths exactly as the server has them. */

export const fetchPlans = (signal?: AbortSignal) => apiRequest('/api/v4/payments/plans', { auth: false, schema: ZPlansSchema, signal });

export const fetchEstimate = (body: TCheckoutInput, signal?: AbortSignal) =>
  apiRequest('/api/v4/payments/estimate', { method: 'POST', body, auth: false, schema: ZEstimateSchema, signal, messageToast: false });

export const register = (body: TSignupInput) =>
  apiRequest('/api/v3/auth/register', { method: 'POST', body, auth: false, schema: ZAuthUserSchema, messageToast: false });

/** Checkout for the signed-in account holder (their stored token). */
export const startCheckout = (body: TCheckoutInput) =>
  apiRequest('/api/v4/payments/checkout', { method: 'POST', body, schema: ZCheckoutResponseSchema, messageToast: false });

/**
 * Checkout with the token sign-up just answered, before it is stored: the login is stored only
 * once the payment page's address is known, so the sign-up screen is not swapped mid-way.
 */
export async function startCheckoutWithToken(body: TCheckoutInput, token: string): Promise<TCheckoutResponse> {
  const response = await fetch('/api/v4/payments/checkout', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, data);
  return ZCheckoutResponseSchema.parse(data);
}

export const fetchTestCheckout = (sessionId: string, signal?: AbortSignal) =>
  apiRequest(`/api/v4/payments/test-checkout/${encodeURIComponent(sessionId)}`, { auth: false, schema: ZTestCheckoutSessionSchema, signal });

export const payTestCheckout = (sessionId: string) =>
  apiRequest(`/api/v4/payments/test-checkout/${encodeURIComponent(sessionId)}/pay`, {
    method: 'POST',
    auth: false,
    schema: ZCheckoutResponseSchema,
    messageToast: false,
  });

export const cancelTestCheckout = (sessionId: string) =>
  apiRequest(`/api/v4/payments/test-checkout/${encodeURIComponent(sessionId)}/cancel`, {
    method: 'POST',
    auth: false,
    schema: ZCheckoutResponseSchema,
    messageToast: false,
  });

/** The plans on sale; they change seldom, so five minutes old is fresh enough. */
export function usePlans() {
  return useQuery({ queryKey: queryKeys.plans, queryFn: ({ signal }) => fetchPlans(signal), staleTime: 5 * 60_000 });
}
