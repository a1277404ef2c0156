import type { Tx } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { found } from '../../platform/access/with-access.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { lockCompanyUser } from './employees.queries.js';

/*
 * What only the people directory knows of access (the rest is the access table's:
 * packages/contracts/src/access/employees.access.ts): another company's person answers 404, as if
 * they did not exist.
 */

/** The company's person to change, locked. */
export async function lockedEmployee(tx: Tx, auth: CompanyAuth, userId: string): Promise<UserRow> {
  return found(await lockCompanyUser(tx, auth.companyId, userId), 'Employee');
}

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${user.firstName} ${user.lastName}`.trim() || user.email;
