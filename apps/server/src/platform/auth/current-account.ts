import { TOKEN_EXPIRED, TOKEN_INVALID } from '@hivis/contracts';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../errors.js';
import { systemProof, wallKeyOf } from '../tenancy/database-wall.js';
import type { AuthContext } from './access-token.js';
import { readCurrentAccount } from './current-account.queries.js';

export type TAccountCheck = (auth: AuthContext) => Promise<void>;

const sameRoles = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((role, index) => role === b[index]);

/**
 * An access token says what the account was when it was issued (up to 15 minutes ago). Every
 * request that presents one is checked against the account as it is now, so a change of role takes
 * effect on the person's next request, not at their next refresh: a token whose roles are no longer
 * the account's answers 401 tokenExpired, and the client refreshes (the new token carries the new
 * roles) and repeats the request once. An account deactivated, removed or moved to another company
 * answers tokenInvalid, and its refresh is refused. See docs/auth.md.
 */
export function currentAccountCheck(db: Db): TAccountCheck {
  return async (auth) => {
    const account = await readCurrentAccount(db, auth.userId, systemProof(wallKeyOf(db)));
    if (!account || account.status === 'deactivated') throw unauthorized(`${TOKEN_INVALID}: this account can no longer sign in.`);
    if (account.companyId !== auth.companyId) throw unauthorized(`${TOKEN_INVALID}: this account now belongs to another company.`);
    if (!sameRoles(account.roles, auth.roles)) throw unauthorized(`${TOKEN_EXPIRED}: this account's role has changed since the access token was issued.`);
  };
}
