import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZCurrentPlanSchema, ZPaymentHistoryPageSchema, ZPortalResponseSchema } from '@hivis/contracts';
import type { TCheckoutInput, TCurrentPlan } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export const billingKeys = {
  current: ['payments', 'current'] as const,
  histories: ['payments', 'history'] as const,
  history: (page: number, take: number) => ['payments', 'history', page, take] as const,
};

/** The company's plan; only account holders may ask (enabled false for staff). */
export function useCurrentPlan(enabled = true) {
  return useQuery({
    queryKey: billingKeys.current,
    queryFn: ({ signal }) => apiRequest('/api/v4/payments/current', { schema: ZCurrentPlanSchema, signal }),
    enabled,
  });
}

export function usePaymentHistory(page: number, take: number) {
  return useQuery({
    queryKey: billingKeys.history(page, take),
    queryFn: ({ signal }) => apiRequest(`/api/v4/payments/history?page=${page}&take=${take}`, { schema: ZPaymentHistoryPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Where the provider manages cards and invoices (Stripe's customer portal). */
export const openBillingPortal = () => apiRequest('/api/v4/payments/portal', { method: 'POST', schema: ZPortalResponseSchema });

/** A plan change for a paid company: the same cart shape as checkout, answered with the new plan. */
export const updatePlan = (body: TCheckoutInput) =>
  apiRequest('/api/v4/payments/update', { method: 'POST', body, schema: ZCurrentPlanSchema, messageToast: 'success' });

/** The plan as changed: shown at once; the payments and the menu (features come with the plan) ask again. */
export function useStorePlan() {
  const queryClient = useQueryClient();
  return (updated: TCurrentPlan) => {
    queryClient.setQueryData(billingKeys.current, updated);
    void queryClient.invalidateQueries({ queryKey: billingKeys.histories });
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
  };
}
