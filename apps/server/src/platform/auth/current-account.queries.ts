import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The account as it is now: its roles, company and status (one primary-key read, in the system context). */
export async function readCurrentAccount(db: Db, userId: string): Promise<{ roles: string[]; companyId: string | null; status: string } | null> {
  const [row] = await db.select({ roles: users.roles, companyId: users.companyId, status: users.status }).from(users).where(eq(users.id, userId));
  return row ?? null;
}
