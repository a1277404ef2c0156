import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { companies, companyConnections, jobContracts, users } from '../../db/schema/index.js';
import type { CompanyConnectionRow, CompanyRow } from '../../db/schema/index.js';

/*
 * Company connections. Every function takes the company it acts for; the row-level policy lets
 * either side of a connection read and write it, and the services decide which side may do what.
 */

export type ConnectionWithCompany = { connection: CompanyConnectionRow; companyName: string | null };

const LIVE = ['pending', 'accepted'] as const;

/** The company's own ABN: an invitation to it is the company's own, and connecting to it is refused. */
export async function findOwnAbn(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ abn: companies.abn }).from(companies).where(eq(companies.id, companyId));
  return row?.abn ?? null;
}

/** Escapes LIKE wildcards, so a search for "50%" finds that text. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The hiring company's connections, newest first (company_connections_company_idx). */
export async function listConnections(
  db: DbOrTx,
  companyId: string,
  query: { status?: CompanyConnectionRow['status']; search?: string; limit: number; offset: number },
): Promise<{ rows: ConnectionWithCompany[]; total: number }> {
  const filters: (SQL | undefined)[] = [eq(companyConnections.companyId, companyId)];
  if (query.status) filters.push(eq(companyConnections.status, query.status));
  else filters.push(inArray(companyConnections.status, ['pending', 'accepted', 'declined']));
  if (query.search) {
    const like = likeOf(query.search);
    filters.push(or(ilike(companies.name, like), ilike(companyConnections.invitedName, like), ilike(companyConnections.invitedEmail, like)));
  }
  return pageOfConnections(db, 'contractor', and(...filters), query);
}

/**
 * With the other company of each connection: the contractor's may not exist yet (an invitation
 * by email or ABN), the hiring company's always does.
 */
function withOtherCompany<Q extends PgSelect>(query: Q, other: 'contractor' | 'hiring') {
  return other === 'contractor'
    ? query.leftJoin(companies, eq(companies.id, companyConnections.contractorCompanyId))
    : query.innerJoin(companies, eq(companies.id, companyConnections.companyId));
}

/** One page of connections with the other company's name, newest first, and how many match in all. */
async function pageOfConnections(
  db: DbOrTx,
  other: 'contractor' | 'hiring',
  where: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ConnectionWithCompany[]; total: number }> {
  // One after another: a transaction has one connection, which takes one statement at a time.
  const rows = await withOtherCompany(db.select({ connection: companyConnections, companyName: companies.name }).from(companyConnections).$dynamic(), other)
    .where(where)
    .orderBy(desc(companyConnections.createdAt), desc(companyConnections.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await withOtherCompany(db.select({ total: count() }).from(companyConnections).$dynamic(), other).where(where);
  return { rows, total: total?.total ?? 0 };
}

export async function findConnection(db: DbOrTx, companyId: string, connectionId: string): Promise<ConnectionWithCompany | null> {
  const [row] = await db
    .select({ connection: companyConnections, companyName: companies.name })
    .from(companyConnections)
    .leftJoin(companies, eq(companies.id, companyConnections.contractorCompanyId))
    .where(and(eq(companyConnections.id, connectionId), eq(companyConnections.companyId, companyId)));
  return row ?? null;
}

/** The live connection between a hiring company and a contractor company, locked for the change. */
export async function findLiveConnection(db: DbOrTx, companyId: string, contractorCompanyId: string): Promise<CompanyConnectionRow | null> {
  const [row] = await db
    .select()
    .from(companyConnections)
    .where(
      and(
        eq(companyConnections.companyId, companyId),
        eq(companyConnections.contractorCompanyId, contractorCompanyId),
        inArray(companyConnections.status, [...LIVE]),
      ),
    )
    .for('update');
  return row ?? null;
}

/** A live invitation still waiting for a company to sign up, by the email or ABN it was sent to. */
export async function findLiveInvitation(db: DbOrTx, companyId: string, email: string | null, abn: string | null): Promise<CompanyConnectionRow | null> {
  const matches: SQL[] = [];
  if (email) matches.push(sql`lower(${companyConnections.invitedEmail}) = ${email}`);
  if (abn) matches.push(eq(companyConnections.invitedAbn, abn));
  const [row] = await db
    .select()
    .from(companyConnections)
    .where(
      and(
        eq(companyConnections.companyId, companyId),
        isNull(companyConnections.contractorCompanyId),
        inArray(companyConnections.status, [...LIVE]),
        or(...matches),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertConnection(db: DbOrTx, values: typeof companyConnections.$inferInsert): Promise<CompanyConnectionRow> {
  const [row] = await db.insert(companyConnections).values(values).returning();
  if (!row) throw new Error('insert into company_connections returned no row');
  return row;
}

export async function updateConnection(
  db: DbOrTx,
  connectionId: string,
  changes: Partial<typeof companyConnections.$inferInsert>,
): Promise<CompanyConnectionRow> {
  const [row] = await db
    .update(companyConnections)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companyConnections.id, connectionId))
    .returning();
  if (!row) throw new Error('update of company_connections returned no row');
  return row;
}

/** Contracts offered or accepted between the two companies: they block removing the connection. */
export async function countLiveContracts(db: DbOrTx, companyId: string, contractorCompanyId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(jobContracts)
    .where(
      and(eq(jobContracts.companyId, companyId), eq(jobContracts.contractorCompanyId, contractorCompanyId), inArray(jobContracts.status, [...LIVE_CONTRACT])),
    );
  return row?.total ?? 0;
}
const LIVE_CONTRACT = ['offered', 'accepted'] as const;

/**
 * The contractor's side: the companies that invited or hired it (company_connections_contractor_idx).
 */
export async function listHiringCompanies(
  db: DbOrTx,
  contractorCompanyId: string,
  query: { status?: 'pending' | 'accepted'; search?: string; limit: number; offset: number },
): Promise<{ rows: ConnectionWithCompany[]; total: number }> {
  const filters: (SQL | undefined)[] = [
    eq(companyConnections.contractorCompanyId, contractorCompanyId),
    query.status ? eq(companyConnections.status, query.status) : inArray(companyConnections.status, [...LIVE]),
  ];
  if (query.search) filters.push(ilike(companies.name, likeOf(query.search)));
  return pageOfConnections(db, 'hiring', and(...filters), query);
}

/** The contractor's live connection with one hiring company, locked for the answer. */
export async function findInvitationFrom(db: DbOrTx, contractorCompanyId: string, hiringCompanyId: string): Promise<ConnectionWithCompany | null> {
  const [row] = await db
    .select({ connection: companyConnections, companyName: companies.name })
    .from(companyConnections)
    .innerJoin(companies, eq(companies.id, companyConnections.companyId))
    .where(
      and(
        eq(companyConnections.contractorCompanyId, contractorCompanyId),
        eq(companyConnections.companyId, hiringCompanyId),
        inArray(companyConnections.status, [...LIVE]),
      ),
    )
    .for('update', { of: companyConnections });
  return row ?? null;
}

// ---- Read by the platform (inside asPlatformWithin): rows of companies the caller cannot see. ----

/** The company whose active account holder has this email, if any, and whether the email is taken at all. */
export async function findCompanyByHolderEmail(db: DbOrTx, email: string): Promise<{ companyId: string | null; isAccountHolder: boolean } | null> {
  const [row] = await db
    .select({ companyId: users.companyId, roles: users.roles })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!row) return null;
  return { companyId: row.companyId, isAccountHolder: row.roles.some((role) => role.includes('PAH')) };
}

export async function findCompanyByAbn(db: DbOrTx, abn: string): Promise<Pick<CompanyRow, 'id'> | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.abn, abn)).limit(1);
  return row ?? null;
}

export async function findCompanyName(db: DbOrTx, companyId: string): Promise<string | null> {
  const [row] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  return row?.name ?? null;
}

/**
 * Invitations sent before the contractor company was on HiVis, to this account holder's email or
 * its company's ABN: they are claimed (linked to the company) when an account holder looks.
 */
export async function claimInvitations(db: DbOrTx, contractorCompanyId: string, email: string, abn: string | null): Promise<number> {
  const matches: SQL[] = [sql`lower(${companyConnections.invitedEmail}) = ${email}`];
  if (abn) matches.push(eq(companyConnections.invitedAbn, abn));
  const claimed = await db
    .update(companyConnections)
    .set({ contractorCompanyId, updatedAt: new Date() })
    .where(
      and(
        isNull(companyConnections.contractorCompanyId),
        eq(companyConnections.status, 'pending'),
        sql`${companyConnections.companyId} <> ${contractorCompanyId}`,
        or(...matches),
        // One live connection per pair: skip a company that is already connected to this one.
        sql`not exists (select 1 from company_connections live where live.company_id = ${companyConnections.companyId} and live.contractor_company_id = ${contractorCompanyId} and live.status in ('pending', 'accepted'))`,
      ),
    )
    .returning({ id: companyConnections.id });
  return claimed.length;
}

/** The contractor's business details, as the hiring company sees them (through the connection's row-level policy). */
export async function findContractorDetails(db: DbOrTx, contractorCompanyId: string) {
  const [row] = await db
    .select({ name: companies.name, legalName: companies.legalName, abn: companies.abn, phone: companies.phone, address: companies.address })
    .from(companies)
    .where(eq(companies.id, contractorCompanyId));
  return row;
}

export async function findUserEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return me?.email ?? null;
}

/** The invitation behind a sign-up link's token, locked when it is about to be used. */
export async function findConnectionByInviteToken(db: DbOrTx, token: string, lock: boolean): Promise<CompanyConnectionRow | undefined> {
  const query = db.select().from(companyConnections).where(eq(companyConnections.inviteToken, token));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertContractorCompany(db: DbOrTx, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [company] = await db.insert(companies).values(values).returning();
  if (!company) throw new Error('insert into companies returned no row');
  return company;
}

/** The invitation answered by the company that signed up through it. */
export async function acceptInvitationBySignup(
  db: DbOrTx,
  connectionId: string,
  accepted: { contractorCompanyId: string; respondedBy: string; at: Date },
): Promise<void> {
  await db
    .update(companyConnections)
    .set({
      contractorCompanyId: accepted.contractorCompanyId,
      status: 'accepted',
      respondedBy: accepted.respondedBy,
      respondedAt: accepted.at,
      updatedAt: accepted.at,
    })
    .where(eq(companyConnections.id, connectionId));
}
