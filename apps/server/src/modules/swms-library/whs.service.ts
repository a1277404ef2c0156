import type { TPage, TWhsActivity, ZWhsActivitiesQuerySchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { withLibraryAccess } from './library.access.js';
import { presentWhsActivity } from './library.presenter.js';
import { searchActivities } from './library.queries.js';

/** GET /api/v3/whs/activities: every activity the caller sees, found by its name, trade or scope. */
export async function searchWhsActivities(ctx: AppContext, auth: AuthContext, query: z.output<typeof ZWhsActivitiesQuerySchema>): Promise<TPage<TWhsActivity>> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) => {
    const { rows, total } = await searchActivities(actor.tx, actor, query.search, query.page, query.take);
    return { items: rows.map((row) => presentWhsActivity(actor, row)), total, page: query.page, take: query.take };
  });
}
