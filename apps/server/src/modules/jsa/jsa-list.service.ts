import type { TJsaPage, TJsaQuery } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { decodeCursor, keysetPage } from '../paperwork/index.js';
import { staffOf } from './jsa.policy.js';
import { presentJsaListItem } from './jsa.presenter.js';
import { listJsas } from './jsa.queries.js';

/** GET /api/v3/jsa: latest change first, keyset pages; by job; staff: their jobs' JSAs. */
export function listJsaReports(ctx: AppContext, auth: AuthContext, query: TJsaQuery): Promise<TJsaPage> {
  return withAccess(ctx, auth, 'jsa.read', async ({ tx, auth: reader }) => {
    const cursor = decodeCursor(query.after, 'after');
    const rows = await listJsas(tx, reader.companyId, { jobId: query.jobId }, staffOf(reader), cursor, query.limit);
    const page = keysetPage(rows, query.limit);
    return { items: page.items.map(presentJsaListItem), nextCursor: page.nextCursor };
  });
}
