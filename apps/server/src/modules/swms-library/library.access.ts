import { isAdminRoles, SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAdmin } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { requireSwmsCompany, requireSwmsRole, requireWritable } from '../swms/swms.policy.js';

/*
 * Who may read and write the SWMS library. A company reads the public library and its own rows
 * (feature 'swms') and writes only its own rows that are not public ('swms.create'). A HiVis
 * admin has no company: they keep the public library and review companies' custom rows, so their
 * calls run in the platform's system context (withSystem), deliberately, and see every row.
 */

export type LibraryActor = {
  tx: Tx;
  /** Null for a HiVis admin. */
  companyId: string | null;
  userId: string;
  isAdmin: boolean;
};

type OwnedRow = { companyId: string | null; isPublic: boolean };

/** A read of the library, as the company (tenant transaction) or as a HiVis admin. */
export async function asLibraryReader<T>(ctx: AppContext, auth: AuthContext, fn: (actor: LibraryActor) => Promise<T>): Promise<T> {
  if (isAdminRoles(auth.roles)) {
    // Deliberate: admins review every company's custom trades, which no tenant context can see.
    return withSystem(ctx.db, (tx) => fn({ tx, companyId: null, userId: auth.userId, isAdmin: true }));
  }
  requireSwmsRole(auth, 'swms');
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    await requireSwmsCompany(tx, auth, 'swms');
    return fn({ tx, companyId: auth.companyId, userId: auth.userId, isAdmin: false });
  });
}

/** A change to the library: a company with 'swms.create' in an open account, or a HiVis admin. */
export async function asLibraryWriter<T>(ctx: AppContext, auth: AuthContext, fn: (actor: LibraryActor) => Promise<T>): Promise<T> {
  if (isAdminRoles(auth.roles)) {
    // Deliberate: the public library has no company, so only the system context may write it.
    return withSystem(ctx.db, (tx) => fn({ tx, companyId: null, userId: auth.userId, isAdmin: true }));
  }
  requireSwmsRole(auth, 'swms.create');
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    requireWritable(await requireSwmsCompany(tx, auth, 'swms.create'));
    return fn({ tx, companyId: auth.companyId, userId: auth.userId, isAdmin: false });
  });
}

/** Only a HiVis admin: making rows public. */
export async function asLibraryAdmin<T>(ctx: AppContext, auth: AuthContext, fn: (actor: LibraryActor) => Promise<T>): Promise<T> {
  requireAdmin(auth);
  // Deliberate: publishing moves a company's rows into HiVis's library, across tenants.
  return withSystem(ctx.db, (tx) => fn({ tx, companyId: null, userId: auth.userId, isAdmin: true }));
}

/** Rows the actor can see: the public library, its own rows, or (an admin) everything. */
export function canSee(actor: LibraryActor, row: OwnedRow): boolean {
  return actor.isAdmin || row.isPublic || row.companyId === actor.companyId;
}

/**
 * The row, if the actor may change it: another company's private row is 404 (as if it did not
 * exist), a public row is 403 for a company (only admins keep the public library).
 */
export function requireChangeable<R extends OwnedRow>(actor: LibraryActor, row: R | null | undefined, what: string): R {
  if (!row || !canSee(actor, row)) throw notFound(what);
  if (!actor.isAdmin && (row.isPublic || row.companyId !== actor.companyId)) throw forbidden(SWMS_LIBRARY_MESSAGES.publicOnly);
  return row;
}

/** The row, if the actor may see it; 404 otherwise. */
export function requireVisible<R extends OwnedRow>(actor: LibraryActor, row: R | null | undefined, what: string): R {
  if (!row || !canSee(actor, row)) throw notFound(what);
  return row;
}

/**
 * Ownership of a new row under a parent: a company's rows are its own and private; an admin's
 * take the parent's, so a scope added to a company's custom trade under review stays that
 * company's until the trade is made public.
 */
export function ownershipUnder(actor: LibraryActor, parent: OwnedRow | null): OwnedRow & { createdBy: string } {
  if (actor.isAdmin) return { companyId: parent ? parent.companyId : null, isPublic: parent ? parent.isPublic : true, createdBy: actor.userId };
  return { companyId: actor.companyId, isPublic: false, createdBy: actor.userId };
}
