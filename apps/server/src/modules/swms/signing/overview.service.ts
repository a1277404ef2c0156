import type { TSwmsSigningOverview } from '@hivis/contracts';
import { found, withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { linkStateOf, listSigningLinksOf, listVersionsOf } from '../../paperwork/index.js';
import { requireJobReach } from '../swms.policy.js';
import { presentFileLink } from '../swms.presenter.js';
import { findFile, findSwms } from '../swms.queries.js';
import { swmsKind } from '../swms.kind.js';

/**
 * GET /api/v3/swms/{id}/signing: every issued version with its latest PDF, and the signing links
 * sent (open ones are the people still to sign), for the Section 6 and View SWMS screens.
 */
export async function getSigningOverview(ctx: AppContext, auth: AuthContext, swmsId: string): Promise<TSwmsSigningOverview> {
  return withAccess(ctx, auth, 'swms-signing.read', async ({ tx, auth }) => {
    const row = found(await findSwms(tx, auth.companyId, swmsId), 'SWMS');
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    const versions = await listVersionsOf(tx, auth.companyId, swmsKind.key, [row.id]);
    const links = await listSigningLinksOf(tx, { companyId: auth.companyId, kind: swmsKind.key, recordId: row.id });
    const now = new Date();
    // One after another: a transaction has one connection, which takes one statement at a time.
    const presentVersions = async () => {
      const presented = [];
      for (const version of versions) {
        const file = version.fileId ? await findFile(tx, auth.companyId, version.fileId) : null;
        presented.push({ version: version.version, issuedAt: version.issuedAt.toISOString(), file: file ? presentFileLink(ctx, file) : null });
      }
      return presented;
    };
    return {
      swmsId: row.id,
      versions: await presentVersions(),
      invites: links.map((link) => ({
        id: link.id,
        email: link.email,
        version: link.version,
        sentAt: link.createdAt.toISOString(),
        expiresAt: link.expiresAt.toISOString(),
        status: linkStateOf(link, now),
      })),
    };
  });
}
