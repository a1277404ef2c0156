import type { TSwmsSigningRequest } from '@hivis/contracts';
import type { AppContext } from '../../../platform/context.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { SigningLinkGoneError, canOpenLink, findRequestForLink } from './signing-access.js';
import { presentSigningRequest } from './signing-summary.js';

/**
 * GET /api/v3/swms/request/{id}, no login. Unknown → 404; revoked or expired → 410; a used link
 * still answers until it expires, so the page can show that it is done.
 */
export async function getSigningRequest(ctx: AppContext, signingRequestId: string, clientAddress: string): Promise<TSwmsSigningRequest> {
  const request = await findRequestForLink(ctx, signingRequestId, clientAddress);
  if (!canOpenLink(request)) throw new SigningLinkGoneError();
  return withTenant(ctx.db, request.companyId, (tx) => presentSigningRequest(ctx, tx, request));
}
