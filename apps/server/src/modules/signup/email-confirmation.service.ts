import type { TActivationCheck, TActivationError, TConfirmEmail, TEmailConfirmed } from '@hivis/contracts';
import { ACTIVATION_ERRORS } from '@hivis/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { revokeAllForUser } from '../../platform/auth/refresh-tokens.js';
import { randomSecret, sha256 } from '../../platform/auth/secrets.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import type { UserWithCompany } from '../auth/index.js';
import { findUserById, insertUserToken, markUserTokenUsed } from '../auth/index.js';
import { findConfirmationToken, markEmailConfirmed } from './signup.queries.js';

const CONFIRMATION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** randomSecret(): 32 bytes in base64url. Anything else cannot be a code we sent. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link in the confirmation mail. It confirms and redirects to a page of the web app. */
export function activationLink(publicUrl: string, code: string): string {
  return `${publicUrl}/api/users/activate/${code}`;
}

export function activationError(code: TActivationError): AppError {
  return new AppError(code, ACTIVATION_ERRORS[code], { activation_code: ACTIVATION_ERRORS[code] });
}

/** Creates the single-use confirmation code and queues its mail, inside the caller's transaction. */
export async function sendEmailConfirmation(ctx: AppContext, tx: DbOrTx, user: { id: string; email: string; firstName: string }): Promise<string> {
  const code = randomSecret();
  await insertUserToken(tx, {
    userId: user.id,
    purpose: 'email_confirmation',
    tokenHash: sha256(code),
    expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME_MS),
  });
  const product = ctx.config.productName;
  await enqueueMail(tx, {
    to: user.email,
    ...renderMail(product, {
      title: `Confirm your email address for ${product}`,
      greeting: `Hi ${user.firstName || 'there'},`,
      paragraphs: [`Thanks for signing up to ${product}. Please confirm that this is your email address.`],
      action: { label: 'Confirm my email address', url: activationLink(ctx.config.publicUrl, code) },
      footnote: 'The link works once and expires in 30 days.',
    }),
  });
  return code;
}

type Activation = { tokenId: string; found: UserWithCompany };

/** Finds what a code activates, or throws the spec's activation error code. */
async function resolveActivation(tx: Tx, code: string | null | undefined): Promise<Activation> {
  const trimmed = (code ?? '').trim();
  if (trimmed === '') throw activationError('EMPTY');
  if (!CODE_PATTERN.test(trimmed)) throw activationError('INVALID');
  const token = await findConfirmationToken(tx, sha256(trimmed));
  const found = token ? await findUserById(tx, token.userId) : null;
  if (!token || !found) throw activationError('NOT_FOUND');
  if (token.usedAt || found.user.emailConfirmedAt) throw activationError('ALREADY_ACTIVE');
  if (token.expiresAt.getTime() <= Date.now() || found.user.status === 'deactivated') throw activationError('INVALID');
  return { tokenId: token.id, found };
}

/** GET /api/users/check_confirm: says whether a code would confirm, without using it. */
export async function checkActivation(ctx: AppContext, code: string | undefined): Promise<TActivationCheck> {
  const { found } = await withSystem(ctx.db, (tx) => resolveActivation(tx, code));
  return { valid: true, email: found.user.email };
}

/**
 * PUT /api/users/confirm and the mailed link: confirms the address once. The code proves the
 * person reads that mailbox, as a reset link does, so the legacy optional password and names
 * may be set with it; a new password signs the account out everywhere.
 */
export async function confirmEmail(
  ctx: AppContext,
  input: Pick<TConfirmEmail, 'activation_code' | 'password' | 'firstName' | 'lastName'>,
): Promise<TEmailConfirmed> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const email = await withSystem(ctx.db, async (tx) => {
    const { tokenId, found } = await resolveActivation(tx, input.activation_code);
    await markUserTokenUsed(tx, tokenId);
    await markEmailConfirmed(tx, found.user.id, { passwordHash, firstName: input.firstName, lastName: input.lastName });
    if (passwordHash) await revokeAllForUser(tx, found.user.id);
    return found.user.email;
  });
  return { message: 'Your email address is confirmed.', email };
}
