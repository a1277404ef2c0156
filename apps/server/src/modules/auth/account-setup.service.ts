import type { TAccountSetup, TAccountSetupInfo, TMessage } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { randomSecret, sha256 } from '../../platform/auth/secrets.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import type { UserWithCompany } from './auth.queries.js';
import { completeUserSetup, expireUserTokens, findLiveUserToken, findUserById, insertUserToken, markUserTokenUsed } from './auth.queries.js';

const SETUP_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_LINK_INVALID = 'This account set-up link has expired or has already been used. Please ask your account holder for a new invitation.';

/**
 * Creates the set-up link for an invited user (status pending_setup) and mails it.
 * The link's last segment is a single-use secret, not the database id, so it cannot be guessed.
 * Returns the secret for callers that show the link themselves (demo data, tests).
 */
export async function sendAccountSetupInvite(
  ctx: AppContext,
  tx: DbOrTx,
  user: { id: string; email: string; firstName: string },
  invitedBy: string,
): Promise<string> {
  const key = randomSecret();
  await expireUserTokens(tx, user.id, 'account_setup');
  await insertUserToken(tx, {
    userId: user.id,
    purpose: 'account_setup',
    tokenHash: sha256(key),
    expiresAt: new Date(Date.now() + SETUP_LIFETIME_MS),
  });
  const url = `${ctx.config.publicUrl}/signup/setup/${key}`;
  await enqueueMail(tx, {
    to: user.email,
    ...renderMail(ctx.config.productName, {
      title: `Set up your ${ctx.config.productName} account`,
      greeting: `Hi ${user.firstName || 'there'},`,
      paragraphs: [`${invitedBy} has invited you to ${ctx.config.productName}. Choose your password to start using it.`],
      action: { label: 'Set up my account', url },
      footnote: 'The link works once and expires in 7 days.',
    }),
  });
  return key;
}

/** Completing set-up makes the account active, so it must never revive one deactivated meanwhile. */
function canSetUp(found: UserWithCompany): boolean {
  return found.user.status !== 'deactivated';
}

export async function getAccountSetup(ctx: AppContext, key: string): Promise<TAccountSetupInfo> {
  return withSystem(ctx.db, async (tx) => {
    const row = await findLiveUserToken(tx, 'account_setup', sha256(key));
    const found = row ? await findUserById(tx, row.userId) : null;
    if (!found || !canSetUp(found)) throw new AppError('NOT_FOUND', SETUP_LINK_INVALID);
    return { firstName: found.user.firstName, lastName: found.user.lastName, email: found.user.email, accountSetupToken: key };
  });
}

export async function completeAccountSetup(ctx: AppContext, input: TAccountSetup): Promise<TMessage> {
  const passwordHash = await hashPassword(input.password);
  await withSystem(ctx.db, async (tx) => {
    const row = await findLiveUserToken(tx, 'account_setup', sha256(input.accountSetupToken));
    const found = row ? await findUserById(tx, row.userId) : null;
    if (!row || !found || !canSetUp(found)) {
      throw new AppError('BAD_REQUEST', SETUP_LINK_INVALID, { accountSetupToken: SETUP_LINK_INVALID });
    }
    await markUserTokenUsed(tx, row.id);
    await completeUserSetup(tx, row.userId, { firstName: input.firstName, lastName: input.lastName, passwordHash });
  });
  return { message: 'Your account is ready. Please sign in.' };
}
