import { useInfiniteQuery } from '@tanstack/react-query';
import { ZSwmsCompanyListSchema } from '@hivis/contracts';
import { apiRequest } from '../../../api/client';
import { hasNextPage } from '../../../ui/pagination';
import { swmsKeys } from '../swms-api';

/** How many SWMS the first page, and each "Show more", brings. */
export const RECENT_SWMS_TAKE = 10;

/** GET /api/v3/swms, page after page: the company's SWMS (staff: their jobs'), newest activity first. */
export function useRecentSwms() {
  return useInfiniteQuery({
    // Read again each time the page opens; under swmsKeys.all, so a sign-on (which refreshes 'swms') updates it too.
    queryKey: swmsKeys.company(RECENT_SWMS_TAKE),
    queryFn: ({ pageParam, signal }) => apiRequest(`/api/v3/swms?page=${pageParam}&take=${RECENT_SWMS_TAKE}`, { schema: ZSwmsCompanyListSchema, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasNextPage(last) ? last.page + 1 : undefined),
  });
}
