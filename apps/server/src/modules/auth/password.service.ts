import type { TChangePassword, TMessage, TRequestPasswordReset, TResetPassword } from '@hivis/contracts';
import { PASSWORD_RESET_SENT_MESSAGE } from '@hivis/contracts';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { revokeAllForUser, revokeOtherSessions } from '../../platform/auth/refresh-tokens.js';
import { randomSecret, sha256 } from '../../platform/auth/secrets.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { readAsSystem, withSystem } from '../../platform/tenancy/tenant.js';
import { expireUserTokens, findLiveUserToken, findUserByEmail, findUserById, insertUserToken, markUserTokenUsed, setPassword } from './auth.queries.js';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_LINK_INVALID = 'This password reset link has expired or has already been used. Please ask for a new one.';

/** Always the same answer, so the form cannot be used to find out who has an account. */
export async function requestPasswordReset(ctx: AppContext, input: TRequestPasswordReset): Promise<TMessage> {
  await withSystem(ctx.db, async (tx) => {
    const found = await findUserByEmail(tx, input.email);
    if (!found || found.user.status === 'deactivated' || !found.user.passwordHash) return;
    const token = randomSecret();
    await expireUserTokens(tx, found.user.id, 'password_reset');
    await insertUserToken(tx, {
      userId: found.user.id,
      purpose: 'password_reset',
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    const url = `${ctx.config.publicUrl}/reset-password/${found.user.id}?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      to: found.user.email,
      ...renderMail(ctx.config.productName, {
        title: `Reset your ${ctx.config.productName} password`,
        greeting: `Hi ${found.user.firstName || 'there'},`,
        paragraphs: ['Someone asked to reset the password of your account. If it was you, choose a new password with the button below.'],
        action: { label: 'Choose a new password', url },
        footnote: 'The link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.',
      }),
    });
  });
  void ctx.outbox.drain();
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}

export async function checkPasswordResetToken(ctx: AppContext, token: string): Promise<{ email: string }> {
  return withSystem(ctx.db, async (tx) => {
    const row = await findLiveUserToken(tx, 'password_reset', sha256(token));
    const found = row ? await findUserById(tx, row.userId) : null;
    if (!found) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { resetPasswordToken: RESET_LINK_INVALID });
    return { email: found.user.email };
  });
}

/** Sets the new password, uses up the link and signs the user out on every device. */
export async function resetPassword(ctx: AppContext, input: TResetPassword): Promise<TMessage> {
  const passwordHash = await hashPassword(input.password);
  await withSystem(ctx.db, async (tx) => {
    const row = await findLiveUserToken(tx, 'password_reset', sha256(input.resetPasswordToken));
    if (!row) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID, { resetPasswordToken: RESET_LINK_INVALID });
    await markUserTokenUsed(tx, row.id);
    await setPassword(tx, row.userId, passwordHash);
    await revokeAllForUser(tx, row.userId);
  });
  return { message: 'Your password has been changed. Please sign in with the new password.' };
}

export async function changePassword(ctx: AppContext, auth: AuthContext, input: TChangePassword): Promise<TMessage> {
  const found = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!found) throw unauthorized('tokenInvalid: this account no longer exists.');
  if (!(await verifyPassword(found.user.passwordHash, input.currentPassword))) {
    throw invalidFields({ currentPassword: 'The current password is incorrect.' });
  }
  const passwordHash = await hashPassword(input.password);
  await withSystem(ctx.db, async (tx) => {
    await setPassword(tx, auth.userId, passwordHash);
    await revokeOtherSessions(tx, auth.userId, auth.sessionId ?? null);
  });
  return { message: 'Your password has been changed. Other devices will need to sign in again.' };
}
