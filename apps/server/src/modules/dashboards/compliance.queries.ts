import { and, asc, eq, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { qualifications, users } from '../../db/schema/index.js';

/*
 * The compliance dashboard's aggregates: licences of people still with the company (not
 * deactivated), and invitations not taken up. Dates are calendar days (YYYY-MM-DD) of the company.
 */

const current = ne(users.status, 'deactivated');

/** Licences expired (before today) or expiring within 30, 60 and 90 days (qualifications_company_expiry_idx). */
export async function countLicencesByWindow(db: DbOrTx, companyId: string, today: string, days30: string, days60: string, days90: string) {
  const [row] = await db
    .select({
      expired: sql<string>`count(*) filter (where ${qualifications.expiresOn} < ${today})`,
      within30: sql<string>`count(*) filter (where ${qualifications.expiresOn} >= ${today} and ${qualifications.expiresOn} <= ${days30})`,
      within60: sql<string>`count(*) filter (where ${qualifications.expiresOn} > ${days30} and ${qualifications.expiresOn} <= ${days60})`,
      within90: sql<string>`count(*) filter (where ${qualifications.expiresOn} > ${days60})`,
    })
    .from(qualifications)
    .innerJoin(users, eq(users.id, qualifications.userId))
    .where(and(eq(qualifications.companyId, companyId), isNotNull(qualifications.expiresOn), lte(qualifications.expiresOn, days90), current));
  return {
    expired: Number(row?.expired ?? 0),
    within30: Number(row?.within30 ?? 0),
    within60: Number(row?.within60 ?? 0),
    within90: Number(row?.within90 ?? 0),
  };
}

/** Licences expired or expiring up to `until`, soonest first, with how many there are in all. */
export async function listLicencesDue(db: DbOrTx, companyId: string, until: string, take: number) {
  const rows = await db
    .select({
      id: qualifications.id,
      userId: qualifications.userId,
      name: qualifications.name,
      expiresOn: qualifications.expiresOn,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<string>`count(*) over ()`,
    })
    .from(qualifications)
    .innerJoin(users, eq(users.id, qualifications.userId))
    .where(and(eq(qualifications.companyId, companyId), isNotNull(qualifications.expiresOn), lte(qualifications.expiresOn, until), current))
    .orderBy(asc(qualifications.expiresOn), asc(qualifications.id))
    .limit(take);
  return { count: Number(rows[0]?.total ?? 0), rows };
}

/** People invited who have not set up their account, longest waiting first. */
export async function listPendingSetup(db: DbOrTx, companyId: string, take: number) {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
      total: sql<string>`count(*) over ()`,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.status, 'pending_setup')))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(take);
  return { count: Number(rows[0]?.total ?? 0), rows };
}
