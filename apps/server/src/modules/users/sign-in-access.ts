import type { Tx } from '../../db/client.js';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens.js';
import type { AppContext } from '../../platform/context.js';
import { expireUserTokens } from '../auth/index.js';
import { sendAccountSetupInvite } from '../auth/index.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';

/*
 * Deactivating or reactivating a person changes the user row (a tenant table) and the sign-in
 * tables (refresh tokens, single-use links, the mail outbox), which only the platform may touch.
 * Both must commit or fail together, so the sign-in step runs inside the same tenant transaction
 * (asPlatformWithin).
 */

/**
 * A deactivated person is signed out on every device (refresh tokens revoked) and their unused
 * set-up and reset links stop working, so a pending invitation is cancelled. An access token
 * already issued lives out its 15 minutes; /api/v3/auth/info and refresh refuse it meanwhile.
 */
export function cutOffSignIn(tx: Tx, userId: string): Promise<void> {
  return asPlatformWithin(tx, async () => {
    await revokeAllForUser(tx, userId);
    await expireUserTokens(tx, userId, 'account_setup');
    await expireUserTokens(tx, userId, 'password_reset');
  });
}

/** A reactivated person who never set up the account gets a new set-up link by mail. */
export function reinvite(ctx: AppContext, tx: Tx, user: { id: string; email: string; firstName: string }, invitedBy: string): Promise<string> {
  return asPlatformWithin(tx, () => sendAccountSetupInvite(ctx, tx, user, invitedBy));
}
