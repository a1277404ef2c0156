import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { TCompanyUsersQuery } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/search.js';
import { users } from '../../db/schema/index.js';
import type { UserRow } from '../../db/schema/index.js';

/** One page of the company's people, by last name then first name (users_company_idx). */
export async function listCompanyUsers(db: DbOrTx, companyId: string, query: TCompanyUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const search = query.search ? likePattern(query.search) : null;
  const where = and(
    eq(users.companyId, companyId),
    query.status === 'all' ? undefined : query.status === 'active' ? inArray(users.status, ['active', 'data_filled']) : eq(users.status, query.status),
    search
      ? or(
          ilike(users.firstName, search),
          ilike(users.lastName, search),
          ilike(users.email, search),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, search),
        )
      : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(query.take)
    .offset((query.page - 1) * query.take);
  return { rows, total: Number(totalRow?.total ?? 0) };
}

/** A person of this company, locked for the change; null for a missing id or another company's. */
export async function lockCompanyUser(db: DbOrTx, companyId: string, userId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .for('update');
  return row ?? null;
}

/** Active account holders (PAH, ROOT_PAH) other than one person: the company must keep one. */
export async function countOtherActiveAccountHolders(db: DbOrTx, companyId: string, exceptUserId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        ne(users.id, exceptUserId),
        inArray(users.status, ['active', 'data_filled']),
        inArray(sql<string>`${users.roles}[1]`, ['PAH', 'ROOT_PAH']),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function updateCompanyUser(db: DbOrTx, companyId: string, userId: string, changes: Partial<Pick<UserRow, 'roles' | 'status'>>): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.companyId, companyId)))
    .returning();
  if (!row) throw new Error('updateCompanyUser: no row returned');
  return row;
}
