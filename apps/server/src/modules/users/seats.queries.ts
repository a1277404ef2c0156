import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { SEAT_ROLES } from '@hivis/contracts';
import type { TSeatKind } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import type { CompanyRow } from '../../db/schema/index.js';

/** The company row, locked until the transaction ends. */
export async function findCompanyForUpdate(tx: DbOrTx, companyId: string): Promise<CompanyRow | undefined> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  return row;
}

/** People holding a seat of that kind, leaving out one person (the one being moved or reactivated). */
export async function countSeatHolders(tx: DbOrTx, companyId: string, kind: TSeatKind, exceptUserId?: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        ne(users.status, 'deactivated'),
        inArray(sql<string>`${users.roles}[1]`, [...SEAT_ROLES[kind]]),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return Number(row?.count ?? 0);
}
