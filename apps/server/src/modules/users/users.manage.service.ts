import { ASSIGNABLE_ROLES, FOUNDER_ROLE, effectiveRole, isPahRoles, roleName, seatKindOf } from '@hivis/contracts';
import type { TAssignableRole, TCompanyUser, TCompanyUserChange, TCompanyUsersPage, TCompanyUsersQuery } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyRow, UserRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden } from '../../platform/errors.js';
import { assertSeatAvailable, lockCompanyForSeats } from './seats.js';
import { cutOffSignIn, reinvite } from './sign-in-access.js';
import { countOtherActiveAccountHolders, listCompanyUsers, lockCompanyUser, updateCompanyUser } from './users.manage.queries.js';

const KEEP_ONE_HOLDER = 'The company must keep at least one active account holder. Make someone else an account holder first.';
const FOUNDER_PROTECTED = 'The founding account holder cannot be changed or deactivated.';

/** Signed up and paid is active, as the sign-in answers say (accountStatus in contracts). */
function present(user: UserRow, lastSignedIn: Date | undefined, companyPaid: boolean): TCompanyUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
    role: effectiveRole(user.roles),
    status: user.status === 'data_filled' && companyPaid ? 'active' : user.status,
    createdOn: user.createdAt.toISOString(),
    lastSignedInOn: lastSignedIn?.toISOString() ?? null,
  };
}

const fullName = (user: UserRow) => `${user.firstName} ${user.lastName}`.trim() || user.email;
const isActiveHolder = (user: UserRow) => isPahRoles([effectiveRole(user.roles)]) && (user.status === 'active' || user.status === 'data_filled');

/** GET /api/v3/user: one page of the company's people, searched and filtered. */
export async function listUsers(ctx: AppContext, auth: AuthContext, query: TCompanyUsersQuery): Promise<TCompanyUsersPage> {
  return withAccess(ctx, auth, 'users.list', async ({ tx, company }) => {
    const { rows, total } = await listCompanyUsers(tx, company.id, query);
    const companyPaid = company.paymentStatus === 'paid';
    return { items: rows.map((row) => present(row, row.lastSignedInAt ?? undefined, companyPaid)), total, page: query.page, take: query.take };
  });
}

type Change = { tx: Tx; holder: AccessScope['auth']; company: CompanyRow; caller: UserRow; target: UserRow };
type Outcome = { user: UserRow; message: string };

/**
 * Every change starts the same way: the company row is locked (changes in one company take turns,
 * so two owners cannot demote each other at once), the caller must still be an active account
 * holder (a token can be up to 15 minutes old), and the person must be in the caller's company:
 * another company's id answers 404, like a missing one.
 */
async function changePerson({ tx, auth }: AccessScope, userId: string, fn: (change: Change) => Promise<Outcome>): Promise<TCompanyUserChange> {
  const company = await lockCompanyForSeats(tx, auth.companyId);
  const caller = await lockCompanyUser(tx, auth.companyId, auth.userId);
  if (!caller || !isActiveHolder(caller)) throw forbidden('Only an active account holder can manage users.');
  const target = userId === caller.id ? caller : found(await lockCompanyUser(tx, auth.companyId, userId), 'User');
  const { user, message } = await fn({ tx, holder: auth, company, caller, target });
  return { user: present(user, user.lastSignedInAt ?? undefined, company.paymentStatus === 'paid'), message };
}

/** Taking away an active account holder's access must leave the company another one. */
async function assertKeepsAccountHolder(tx: Tx, companyId: string, target: UserRow, field: string): Promise<void> {
  if (!isActiveHolder(target)) return;
  if ((await countOtherActiveAccountHolders(tx, companyId, target.id)) === 0) {
    throw new AppError('BAD_REQUEST', KEEP_ONE_HOLDER, { [field]: KEEP_ONE_HOLDER });
  }
}

/** Replaces the effective role; other roles a person holds (an admin role) stay. */
function withEffectiveRole(roles: readonly string[], role: TAssignableRole): string[] {
  const companyRoles: readonly string[] = [...ASSIGNABLE_ROLES, FOUNDER_ROLE];
  return [role, ...roles.slice(1).filter((other) => !companyRoles.includes(other))];
}

/** PUT /api/v3/user/{id}/role */
export async function changeUserRole(ctx: AppContext, auth: AuthContext, userId: string, role: TAssignableRole): Promise<TCompanyUserChange> {
  return withAccess(ctx, auth, 'users.manage', (scope) =>
    changePerson(scope, userId, async ({ tx, holder, target }) => {
      const current = effectiveRole(target.roles);
      if (target.id === holder.userId) {
        throw new AppError('BAD_REQUEST', 'You cannot change your own role. Ask another account holder.', { role: 'You cannot change your own role.' });
      }
      if (current === FOUNDER_ROLE) throw forbidden(FOUNDER_PROTECTED);
      if (!(ASSIGNABLE_ROLES as readonly string[]).includes(current)) {
        throw new AppError('BAD_REQUEST', 'This person’s role cannot be changed here.', { role: 'This person’s role cannot be changed here.' });
      }
      if (current === role) return { user: target, message: `${fullName(target)} is already ${roleName(role)}.` };
      if (!isPahRoles([role])) await assertKeepsAccountHolder(tx, holder.companyId, target, 'role');
      // A deactivated person holds no seat; the seat is checked when they are reactivated.
      if (target.status !== 'deactivated' && seatKindOf(role) !== seatKindOf(current)) {
        await assertSeatAvailable(tx, holder.companyId, role, { exceptUserId: target.id });
      }
      const user = await updateCompanyUser(tx, holder.companyId, target.id, { roles: withEffectiveRole(target.roles, role) });
      return { user, message: `${fullName(target)} is now ${roleName(role)}.` };
    }),
  );
}

/** PUT /api/v3/user/{id}/deactivate: blocks sign-in, ends every session, cancels a pending invitation. */
export async function deactivateUser(ctx: AppContext, auth: AuthContext, userId: string): Promise<TCompanyUserChange> {
  return withAccess(ctx, auth, 'users.manage', (scope) =>
    changePerson(scope, userId, async ({ tx, holder, target }) => {
      if (target.id === holder.userId) throw new AppError('BAD_REQUEST', 'You cannot deactivate your own account.');
      if (effectiveRole(target.roles) === FOUNDER_ROLE) throw forbidden(FOUNDER_PROTECTED);
      if (target.status === 'deactivated') return { user: target, message: `${fullName(target)} is already deactivated.` };
      await assertKeepsAccountHolder(tx, holder.companyId, target, 'status');
      const user = await updateCompanyUser(tx, holder.companyId, target.id, { status: 'deactivated' });
      await cutOffSignIn(tx, target.id);
      const message =
        target.status === 'pending_setup'
          ? `The invitation to ${fullName(target)} has been cancelled.`
          : `${fullName(target)} has been deactivated and signed out.`;
      return { user, message };
    }),
  );
}

/**
 * PUT /api/v3/user/{id}/reactivate: takes a seat again. Someone who had set up their account can
 * sign in at once; someone whose invitation was cancelled is invited again with a new link.
 */
export async function reactivateUser(ctx: AppContext, auth: AuthContext, userId: string): Promise<TCompanyUserChange> {
  const changed = await withAccess(ctx, auth, 'users.manage', (scope) =>
    changePerson(scope, userId, async ({ tx, holder, company, caller, target }) => {
      if (target.status !== 'deactivated') return { user: target, message: `${fullName(target)} is not deactivated.` };
      await assertSeatAvailable(tx, holder.companyId, effectiveRole(target.roles), { exceptUserId: target.id, field: 'status' });
      if (target.passwordHash) {
        const user = await updateCompanyUser(tx, holder.companyId, target.id, { status: 'active' });
        return { user, message: `${fullName(target)} has been reactivated and can sign in again.` };
      }
      const user = await updateCompanyUser(tx, holder.companyId, target.id, { status: 'pending_setup' });
      await reinvite(ctx, tx, user, `${fullName(caller)} of ${company.name}`);
      return { user, message: `${fullName(target)} has been reactivated and sent a new invitation to set up the account.` };
    }),
  );
  if (changed.user.status === 'pending_setup') void ctx.outbox.drain();
  return changed;
}
