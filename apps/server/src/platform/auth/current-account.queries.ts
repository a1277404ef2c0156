import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type CurrentAccount = { roles: string[]; companyId: string | null; status: string };

/**
 * The account as it is now: its roles, company and status. One statement, for every signed-in
 * request: hivis_current_account (migration 0019) reads it in the platform's context when given
 * the system proof, without the three more round trips of a system transaction.
 */
export async function readCurrentAccount(db: Db, userId: string, systemProof: string): Promise<CurrentAccount | null> {
  const result = (await db.execute(sql`
    select a.account_roles as roles, a.account_company_id as "companyId", a.account_status as status
    from hivis_current_account(${userId}, ${systemProof}) a`)) as unknown as { rows: CurrentAccount[] };
  return result.rows[0] ?? null;
}
