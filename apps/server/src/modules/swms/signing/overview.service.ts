import type { TSwmsSigningOverview } from '@hivis/contracts';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { requireJobReach } from '../swms.policy.js';
import { presentFileLink } from '../swms.presenter.js';
import { findFile, findSwms, listVersions } from '../swms.queries.js';
import { linkStateOf } from './signing-access.js';
import { listSigningRequests } from './signing.queries.js';

/**
 * GET /api/v3/swms/{id}/signing: every issued version with its latest PDF, and the signing links
 * sent (open ones are the people still to sign), for the Section 6 and View SWMS screens.
 */
export async function getSigningOverview(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<TSwmsSigningOverview> {
  return withAccess(ctx, auth, 'swms-signing.read', async ({ tx, auth }) => {
    const row = await findSwms(tx, auth.companyId, swmsId);
    if (!row) throw notFound('SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    const versions = await listVersions(tx, auth.companyId, row.id);
    const requests = await listSigningRequests(tx, auth.companyId, row.id);
    const now = new Date();
    return {
      swmsId: row.id,
      versions: await Promise.all(
        versions.map(async (version) => {
          const file = version.fileId ? await findFile(tx, auth.companyId, version.fileId) : null;
          return { version: version.version, issuedAt: version.issuedAt.toISOString(), file: file ? presentFileLink(ctx, file) : null };
        }),
      ),
      invites: requests.map((request) => ({
        id: request.id,
        email: request.email,
        version: request.version,
        sentAt: request.createdAt.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
        status: linkStateOf(request, now),
      })),
    };
  });
}
