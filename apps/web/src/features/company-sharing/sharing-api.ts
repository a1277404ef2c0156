import { useQuery } from '@tanstack/react-query';
import { ZCompanySharePreviewSchema, ZMessageSchema } from '@hivis/contracts';
import type { TShareCompanyDetails } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const sharePreviewKey = ['company', 'share-preview'] as const;

export function useSharePreview() {
  return useQuery({
    queryKey: sharePreviewKey,
    queryFn: ({ signal }) => apiRequest('/api/v3/company/share-preview', { schema: ZCompanySharePreviewSchema, signal }),
    // The logo link in the answer lasts an hour; fetch again well before it ends.
    staleTime: 10 * 60_000,
  });
}

// The page shows the answer itself, so no toast as well.
export const shareCompanyDetails = (body: TShareCompanyDetails) =>
  apiRequest('/api/v3/company/share', { method: 'POST', body, schema: ZMessageSchema, messageToast: false });
