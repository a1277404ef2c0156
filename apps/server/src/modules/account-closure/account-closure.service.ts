import type { TClosureStatus, TRequestClosure } from '@hivis/contracts';
import { CLOSURE_MESSAGES, companyNameMatches } from '@hivis/contracts';
import type { CompanyRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin, readAsSystem, withSystem } from '../../platform/tenancy/tenant.js';
import { findUserById } from '../auth/index.js';
import { closedMail, keptMail } from './account-closure.mail.js';
import { clearCompanyClosing, findAccountHolders, findCompany, lockCompany, markCompanyClosing, revokeCompanySessions } from './account-closure.queries.js';
import { stopBilling } from './billing.js';
import { deletionDueAt } from './closure-dates.js';

/** Password attempts per account holder and hour: the form re-asks the password, so it is guessable otherwise. */
export const CLOSURE_ATTEMPTS = { perHour: 10, windowMs: 60 * 60 * 1000 } as const;
const TOO_MANY = 'Too many attempts. Please wait an hour and try again.';

const isClosing = (company: CompanyRow) => company.deletionRequestedAt !== null;

function presentStatus(ctx: AppContext, company: CompanyRow, message?: string): TClosureStatus {
  return {
    companyName: company.name,
    closing: isClosing(company),
    requestedOn: company.deletionRequestedAt?.toISOString() ?? null,
    dueOn: company.deletionDueAt?.toISOString() ?? null,
    graceDays: ctx.config.accountDeletionGraceDays,
    ...(message ? { message } : {}),
  };
}

/** GET /api/v3/company/closure: works for a closing (inactive) company too, so its owner can keep it. */
export async function getClosureStatus(ctx: AppContext, auth: AuthContext): Promise<TClosureStatus> {
  const company = await withAccess(ctx, auth, 'account-closure.read', async ({ tx, company: { id } }) => found(await findCompany(tx, id), 'Company'));
  return presentStatus(ctx, company);
}

/**
 * POST /api/v3/company/closure. The company becomes inactive at once and its data is deleted
 * after the grace period (the sweeper). Every person of the company is signed out, the requester
 * too: the account is closed for all of them, and an owner who changes their mind signs in again
 * to keep it.
 *
 * The route's guard lets only an account holder this far. The attempt is counted first, by the
 * platform in a transaction of its own (the counters are its table), so that a wrong password
 * counts too; the password is checked outside any transaction (hashing is slow); then the closure
 * runs in the access scope, briefly as the platform for the sessions and the outbox.
 */
export async function requestClosure(ctx: AppContext, auth: AuthContext, input: TRequestClosure): Promise<TClosureStatus> {
  await withSystem(ctx.db, (tx) =>
    takeRateLimit(tx, [{ key: `closure:user:${auth.userId}`, limit: CLOSURE_ATTEMPTS.perHour }], CLOSURE_ATTEMPTS.windowMs, TOO_MANY),
  );
  const requester = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!requester || requester.user.status === 'deactivated' || requester.user.companyId !== auth.companyId) {
    throw unauthorized('tokenInvalid: this account can no longer sign in.');
  }
  const errors: Record<string, string> = {};
  if (!(await verifyPassword(requester.user.passwordHash, input.password))) errors.password = CLOSURE_MESSAGES.password;
  if (!requester.company || !companyNameMatches(input.companyName, requester.company.name)) errors.companyName = CLOSURE_MESSAGES.companyName;
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  const closed = await withAccess(ctx, auth, 'account-closure.manage', async ({ tx, auth: holder }) => {
    const company = found(await lockCompany(tx, holder.companyId), 'Company');
    if (isClosing(company)) throw new AppError('CONFLICT', CLOSURE_MESSAGES.alreadyClosing);
    if (company.status !== 'active' && company.status !== 'pending_company') throw new AppError('BAD_REQUEST', CLOSURE_MESSAGES.notOpen);
    const requestedAt = new Date();
    const updated = await markCompanyClosing(tx, company.id, {
      requestedAt,
      requestedBy: holder.userId,
      dueAt: deletionDueAt(requestedAt, ctx.config.accountDeletionGraceDays),
    });
    const holders = await findAccountHolders(tx, company.id);
    await asPlatformWithin(tx, async () => {
      await revokeCompanySessions(tx, company.id);
      for (const each of holders) await enqueueMail(tx, closedMail(ctx, updated, requester.user, each));
    });
    return updated;
  });
  ctx.log.info({ company: closed.id, by: auth.userId, dueAt: closed.deletionDueAt }, 'company account closed; deletion scheduled');
  void ctx.outbox.drain();
  // After the commit: a provider call cannot be rolled back, so it only happens once the closure is certain.
  await stopBilling(ctx, closed);
  return presentStatus(ctx, closed, 'Your account is closed. Everyone in the company has been signed out.');
}

/**
 * DELETE /api/v3/company/closure: within the grace period, the account comes back as it was. The
 * closing account is inactive, which the access scope lets through here (no write in its sense).
 */
export async function keepAccount(ctx: AppContext, auth: AuthContext): Promise<TClosureStatus> {
  const kept = await withAccess(ctx, auth, 'account-closure.manage', async ({ tx, auth: holder }) => {
    const company = found(await lockCompany(tx, holder.companyId), 'Company');
    if (!isClosing(company)) throw new AppError('CONFLICT', CLOSURE_MESSAGES.notClosing);
    const keeper = await findUserById(tx, holder.userId);
    // A company that never completed its details goes back to that step, not straight to active.
    const updated = await clearCompanyClosing(tx, company.id, company.detailsCompletedAt ? 'active' : 'pending_company');
    if (keeper) await asPlatformWithin(tx, () => enqueueMail(tx, keptMail(ctx, updated, keeper.user)));
    return updated;
  });
  ctx.log.info({ company: kept.id, by: auth.userId }, 'company account kept; deletion cancelled');
  void ctx.outbox.drain();
  return presentStatus(ctx, kept, 'Your account is open again. Nothing will be deleted.');
}
