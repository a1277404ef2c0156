import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { SwmsSigningRequestRow } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { takeRateLimit } from '../../../platform/http/rate-limit.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { findSigningRequestById } from './signing.queries.js';

/**
 * Calls through signing links per client address and window. Each person opens the page, uploads
 * and signs (about five calls), and a whole crew may sign at once behind one site connection.
 */
export const SIGNING_LINK_LIMIT = { perAddress: 300, windowMs: 10 * 60 * 1000 } as const;

/** 410 Gone: the link existed but can no longer be used; the person needs a new one. */
export class SigningLinkGoneError extends AppError {
  constructor() {
    super('GONE', SWMS_SIGNING_MESSAGES.expired);
  }
}

export type SigningLinkState = 'open' | 'signed' | 'expired' | 'revoked';

export function linkStateOf(request: Pick<SwmsSigningRequestRow, 'signedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): SigningLinkState {
  if (request.signedAt) return 'signed';
  if (request.revokedAt) return 'revoked';
  if (request.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/**
 * Whether GET of the link still answers: an open link, or a used one until its days are up (the
 * page then shows that it is done). Past expiresAt every link is gone, so a used link does not
 * give no-login access to the SWMS and its later versions for ever.
 */
export function canOpenLink(request: Pick<SwmsSigningRequestRow, 'signedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): boolean {
  const state = linkStateOf(request, now);
  return state === 'open' || (state === 'signed' && request.expiresAt.getTime() > now.getTime());
}

/**
 * No login: the platform finds the request by its secret (the only look-up across companies),
 * after counting the call against the client's address. Unknown → 404. The caller then acts in
 * the request's company with withTenant.
 */
export async function findRequestForLink(ctx: AppContext, signingRequestId: string, clientAddress: string): Promise<SwmsSigningRequestRow> {
  const request = await withSystem(ctx.db, async (tx) => {
    await takeRateLimit(
      tx,
      [{ key: `swms-sign:address:${clientAddress}`, limit: SIGNING_LINK_LIMIT.perAddress }],
      SIGNING_LINK_LIMIT.windowMs,
      SWMS_SIGNING_MESSAGES.rateLimited,
    );
    return findSigningRequestById(tx, signingRequestId);
  });
  if (!request) throw notFound('Signing link');
  return request;
}

/** Where a signature uploaded through one link is stored: its key proves which link it came by. */
export function signatureFolder(signingRequestId: string): string {
  return `swms-sign/${signingRequestId}`;
}
