import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ZFeatureSwitchesSchema } from '@hivis/contracts';
import type { TUpdateFeatureSwitches, TFeatureSwitches } from '@hivis/contracts';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../api/query-keys';
import { billingKeys } from '../payments/payments-api';

export const featureSwitchKeys = { all: ['feature', 'switches'] as const };

/** GET /api/v3/feature: the plan's features, each on or off (account holders only). */
export function useFeatureSwitches() {
  return useQuery({
    queryKey: featureSwitchKeys.all,
    queryFn: ({ signal }) => apiRequest('/api/v3/feature', { schema: ZFeatureSwitchesSchema, signal }),
  });
}

/** PUT /api/v3/feature: the whole switched-off list; everything else the plan includes is on. */
export const saveFeatureSwitches = (body: TUpdateFeatureSwitches) => apiRequest('/api/v3/feature', { method: 'PUT', body, schema: ZFeatureSwitchesSchema });

/** Switches as saved: shown at once; the menu, routes and home read the features from /auth/info, asked again. */
export function useStoreFeatureSwitches() {
  const queryClient = useQueryClient();
  return (saved: TFeatureSwitches) => {
    queryClient.setQueryData(featureSwitchKeys.all, saved);
    void queryClient.invalidateQueries({ queryKey: queryKeys.currentUser });
    void queryClient.invalidateQueries({ queryKey: billingKeys.current });
  };
}
