import type { TSwmsSigningRequest } from '@hivis/contracts';
import type { AppContext } from '../../../platform/context.js';
import { openSigningLink } from '../../paperwork/index.js';
import { swmsKind } from '../swms.kind.js';
import { presentSigningRequest } from './signing-summary.js';

/**
 * GET /api/v3/swms/request/{id}, no login. Unknown → 404; revoked or expired → 410; a used link
 * still answers until it expires, so the page can show that it is done (the core's openSigningLink).
 */
export async function getSigningRequest(ctx: AppContext, signingRequestId: string, clientAddress: string): Promise<TSwmsSigningRequest> {
  return presentSigningRequest(ctx, await openSigningLink(ctx, swmsKind, signingRequestId, clientAddress));
}
