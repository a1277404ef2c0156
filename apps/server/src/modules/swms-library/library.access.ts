import { isAdminRoles, SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAdmin } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * Who may read and write the SWMS library. The access table says who may call each route
 * (packages/contracts/src/access/swms-library.access.ts); what stays here is whose rows a caller
 * sees and changes. A company reads the public library and its own rows, and changes only its own
 * rows that are not public. A HiVis admin has no company: they keep the public library and review
 * companies' custom rows.
 */

export type LibraryActor = {
  tx: Tx;
  /** Null for a HiVis admin. */
  companyId: string | null;
  userId: string;
  isAdmin: boolean;
};

type OwnedRow = { companyId: string | null; isPublic: boolean };

type TLibraryAccess = 'swms-library.read' | 'swms-library.manage' | 'admin';

/**
 * The first line of every library call: a company through the access scope, in its tenant; a
 * HiVis admin (the only caller of 'admin') in the platform's system context.
 */
export async function withLibraryAccess<T>(ctx: AppContext, auth: AuthContext, access: TLibraryAccess, fn: (actor: LibraryActor) => Promise<T>): Promise<T> {
  if (access === 'admin' || isAdminRoles(auth.roles)) {
    requireAdmin(auth);
    // Deliberate: the public library has no company, and admins review and publish every
    // company's custom rows, which no tenant context can see or move.
    return withSystem(ctx.db, (tx) => fn({ tx, companyId: null, userId: auth.userId, isAdmin: true }));
  }
  return withAccess(ctx, auth, access, ({ tx, auth: member }) => fn({ tx, companyId: member.companyId, userId: member.userId, isAdmin: false }));
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
