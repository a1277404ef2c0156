import type { TCurrentUser, TUpdateProfile } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { unauthorized } from '../../platform/errors.js';
import { readAsSystem, withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { presentCurrentUser } from '../auth/index.js';
import { findUserById } from '../auth/index.js';
import { updateProfile } from './users.queries.js';
import type { ProfileChanges } from './users.queries.js';

/** Anyone signed in may change their own name and phone; nobody else's. */
export async function updateOwnProfile(ctx: AppContext, auth: AuthContext, input: TUpdateProfile): Promise<TCurrentUser> {
  const update = async (tx: Tx) => {
    const changes: ProfileChanges = { firstName: input.firstName, lastName: input.lastName };
    if (input.phone !== undefined) changes.phone = input.phone;
    await updateProfile(tx, auth.userId, changes);
  };
  // Company people are changed inside their tenant; platform admins belong to none.
  if (auth.companyId) await withTenant(ctx.db, auth.companyId, update);
  else await withSystem(ctx.db, update);
  const found = await readAsSystem(ctx.db, (db) => findUserById(db, auth.userId));
  if (!found) throw unauthorized('tokenInvalid: this account no longer exists.');
  return presentCurrentUser(found, auth.impersonatorId);
}
