import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EMBED_REFRESH_MS,
  ZCreatedDashboardLinkSchema,
  ZDashboardCatalogueSchema,
  ZDashboardLinkSchema,
  ZDashboardLinksPageSchema,
  ZDashboardSchema,
} from '@hivis/contracts';
import type { TCreateDashboardLinkInput, TDashboardId } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

export const dashboardKeys = {
  all: ['dashboards'] as const,
  catalogue: ['dashboards', 'catalogue'] as const,
  one: (id: TDashboardId) => ['dashboards', 'one', id] as const,
  links: (id: TDashboardId, page: number, take: number) => ['dashboards', 'links', id, page, take] as const,
  embed: (token: string) => ['dashboards', 'embed', token] as const,
};

/** Figures move as the day goes on: read again when the owner comes back to the tab. */
const FRESH_MS = 60_000;

export function useDashboardCatalogue() {
  return useQuery({
    queryKey: dashboardKeys.catalogue,
    queryFn: ({ signal }) => apiRequest('/api/v3/dashboard', { schema: ZDashboardCatalogueSchema, signal }),
    staleTime: FRESH_MS,
  });
}

export function useDashboard(id: TDashboardId) {
  return useQuery({
    queryKey: dashboardKeys.one(id),
    queryFn: ({ signal }) => apiRequest(`/api/v3/dashboard/${id}`, { schema: ZDashboardSchema, signal }),
    staleTime: FRESH_MS,
  });
}

/** The embed: no sign-in, the token is the credential; read again every few minutes for a TV. */
export function useEmbeddedDashboard(token: string) {
  return useQuery({
    queryKey: dashboardKeys.embed(token),
    queryFn: ({ signal }) => apiRequest(`/api/v3/embed/dashboard?token=${encodeURIComponent(token)}`, { schema: ZDashboardSchema, signal, auth: false }),
    enabled: token !== '',
    refetchInterval: EMBED_REFRESH_MS,
    refetchIntervalInBackground: true,
    // A link that is not valid stays so: asking again would only repeat the 404.
    retry: false,
  });
}

export function useDashboardLinks(id: TDashboardId, page: number, take: number) {
  return useQuery({
    queryKey: dashboardKeys.links(id, page, take),
    queryFn: ({ signal }) => apiRequest(`/api/v3/analytics/token?dashboardId=${id}&page=${page}&take=${take}`, { schema: ZDashboardLinksPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRefreshDashboardLinks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['dashboards', 'links'] });
}

export const createDashboardLink = (body: TCreateDashboardLinkInput) =>
  apiRequest('/api/v3/analytics/token', { method: 'POST', body, schema: ZCreatedDashboardLinkSchema });

export const revokeDashboardLink = (id: string) => apiRequest(`/api/v3/analytics/token/${id}`, { method: 'DELETE', schema: ZDashboardLinkSchema });
