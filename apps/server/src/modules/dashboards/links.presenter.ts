import type { TDashboardId, TDashboardLink, TDashboardLinkState } from '@hivis/contracts';
import type { DashboardLinkView } from './links.queries.js';

export function linkStateOf(link: { revokedAt: Date | null; expiresAt: Date }, now = new Date()): TDashboardLinkState {
  if (link.revokedAt) return 'revoked';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** A link as the share panel lists it: never its secret (only a hash is kept anyway). */
export function presentDashboardLink(row: DashboardLinkView, now = new Date()): TDashboardLink {
  const createdByName = `${row.createdByFirstName ?? ''} ${row.createdByLastName ?? ''}`.trim();
  return {
    id: row.id,
    dashboardId: row.dashboardId as TDashboardId,
    label: row.label,
    state: linkStateOf(row, now),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName: createdByName || null,
  };
}
