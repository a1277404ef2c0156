import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCheckoutInput } from '@hivis/contracts';
import { queryKeys } from '../../api/query-keys';
import { fetchEstimate } from './signup-api';

/** Spec 5 "Address lookup" uses 300 ms; the live estimate waits as long after the last change. */
export const ESTIMATE_DEBOUNCE_MS = 300;

/**
 * POST /api/v4/payments/estimate for the cart as it is being changed, asked 300 ms after the last
 * change; not asked while `priceable` is false (a quantity the checkout would refuse).
 */
export function useLiveEstimate(payload: TCheckoutInput, priceable = true) {
  const [debounced] = useDebouncedValue(payload, ESTIMATE_DEBOUNCE_MS);
  const estimate = useQuery({
    queryKey: queryKeys.estimate(debounced),
    queryFn: ({ signal }) => fetchEstimate(debounced, signal),
    enabled: priceable && debounced.level !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { estimate, updating: estimate.isFetching || debounced !== payload };
}
