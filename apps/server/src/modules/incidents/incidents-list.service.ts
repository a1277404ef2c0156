import type { TIncidentsPage, TIncidentsQuery } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { decodeCursor, keysetPage } from '../paperwork/index.js';
import { listIncidents } from './incidents.queries.js';
import { presentIncidentListItem } from './incidents.presenter.js';
import { staffOf } from './incident-report.service.js';

/** GET /api/v3/incident: newest first, by cursor; account holders see every one, staff theirs. */
export function getIncidents(ctx: AppContext, auth: AuthContext, query: TIncidentsQuery): Promise<TIncidentsPage> {
  return withAccess(ctx, auth, 'incidents.read', async ({ tx, auth: companyAuth }) => {
    const after = decodeCursor(query.after, 'after');
    const rows = await listIncidents(tx, companyAuth.companyId, query, staffOf(companyAuth), after);
    const page = keysetPage(rows, query.take);
    return {
      nextCursor: page.nextCursor,
      items: page.items.map(presentIncidentListItem),
    };
  });
}
