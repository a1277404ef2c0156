import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TCompanyStatus, TFeatureKey, TPaymentStatus, TUserStatus } from '@hivis/contracts';
import type { Db } from '../src/db/client.js';
import type { CompanyRow, UserRow } from '../src/db/schema/index.js';
import { companies, qualifications, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/passwords.js';
import { issueTokens } from '../src/modules/auth/auth.service.js';
import type { AppContext } from '../src/platform/context.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';

/*
 * Factories write straight to the database in the platform's system context, so a test sets up
 * exactly the state it needs without going through the routes it does not test.
 */

export const DEFAULT_PASSWORD = 'Correct-Horse-9';

const unique = () => randomBytes(5).toString('hex');

// argon2 costs ~40 ms a hash; tests reuse a handful of passwords, so hash each one once.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export type CompanyOverrides = {
  name?: string;
  status?: TCompanyStatus;
  paymentStatus?: TPaymentStatus;
  enabledFeatures?: TFeatureKey[];
  country?: 'AU' | 'NZ';
  /** The plan's audit web links: permanent and temporary. */
  auditLinks?: { permanent: number; temporary: number };
};

export async function buildCompany(db: Db, overrides: CompanyOverrides = {}): Promise<CompanyRow> {
  const [row] = await withSystem(db, (tx) =>
    tx
      .insert(companies)
      .values({
        name: overrides.name ?? `Test Builders ${unique()} Pty Ltd`,
        status: overrides.status ?? 'active',
        paymentStatus: overrides.paymentStatus ?? 'paid',
        enabledFeatures: overrides.enabledFeatures ?? ['swms', 'swms.view', 'audits'],
        country: overrides.country ?? 'AU',
        auditLinksPermanent: overrides.auditLinks?.permanent ?? 0,
        auditLinksTemporary: overrides.auditLinks?.temporary ?? 0,
      })
      .returning(),
  );
  if (!row) throw new Error('buildCompany: no row returned');
  return row;
}

export type UserOverrides = {
  /** The user's company; null for a platform admin. Omitted: a new company is made. */
  company?: CompanyRow | null;
  email?: string;
  /** null leaves the account without a password (an invited person). */
  password?: string | null;
  roles?: string[];
  status?: TUserStatus;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
};

/** A user row plus the password it was given, so tests can sign in with it. */
export type TestUser = UserRow & { password: string | null; company: CompanyRow | null };

export async function buildUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  const company = overrides.company === undefined ? await buildCompany(db) : overrides.company;
  const password = overrides.password === undefined ? DEFAULT_PASSWORD : overrides.password;
  const passwordHash = password === null ? null : await cachedHash(password);
  const [row] = await withSystem(db, (tx) =>
    tx
      .insert(users)
      .values({
        companyId: company?.id ?? null,
        email: overrides.email ?? `person-${unique()}@example.test`,
        passwordHash,
        firstName: overrides.firstName ?? 'Pat',
        lastName: overrides.lastName ?? 'Tester',
        phone: overrides.phone ?? null,
        roles: overrides.roles ?? ['PAH'],
        status: overrides.status ?? 'active',
      })
      .returning(),
  );
  if (!row) throw new Error('buildUser: no row returned');
  return { ...row, password, company };
}

/** A platform administrator: role admin, no company. */
export function buildAdmin(db: Db, overrides: Omit<UserOverrides, 'company' | 'roles'> = {}): Promise<TestUser> {
  return buildUser(db, { ...overrides, company: null, roles: ['admin'] });
}

export type Tokens = { token: string; refreshToken: string };

/**
 * Signs a user in without the login route (which has its own tests and throttles failures),
 * through the same issueTokens the route uses: the same tokens, and the sign-in recorded.
 */
export async function loginAs(ctx: AppContext, user: UserRow, options: { impersonatorId?: string } = {}): Promise<Tokens> {
  return withSystem(ctx.db, (tx) => issueTokens(ctx, tx, { user, company: null }, options.impersonatorId ?? null));
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

export async function reloadUser(db: Db, userId: string): Promise<UserRow> {
  const [row] = await withSystem(db, (tx) => tx.select().from(users).where(eq(users.id, userId)));
  if (!row) throw new Error(`reloadUser: no user ${userId}`);
  return row;
}

export async function setUserStatus(db: Db, userId: string, status: TUserStatus): Promise<void> {
  await withSystem(db, (tx) => tx.update(users).set({ status }).where(eq(users.id, userId)));
}

export async function setCompany(db: Db, companyId: string, changes: Partial<typeof companies.$inferInsert>): Promise<void> {
  await withSystem(db, (tx) => tx.update(companies).set(changes).where(eq(companies.id, companyId)));
}

export function setCompanyStatus(db: Db, companyId: string, status: TCompanyStatus): Promise<void> {
  return setCompany(db, companyId, { status });
}

export type Seats = { pah?: number; sah?: number; nah?: number };

/** Sets the seats given (account holders, supervisors, workers) and leaves the others. */
export function setSeats(db: Db, companyId: string, seats: Seats): Promise<void> {
  return setCompany(db, companyId, {
    ...(seats.pah === undefined ? {} : { seatsPah: seats.pah }),
    ...(seats.sah === undefined ? {} : { seatsSah: seats.sah }),
    ...(seats.nah === undefined ? {} : { seatsNah: seats.nah }),
  });
}

/** A trade licence of a company person, expiring on a date (YYYY-MM-DD) or never. */
export async function buildLicence(db: Db, user: TestUser, name: string, expiresOn: string | null): Promise<void> {
  if (!user.companyId) throw new Error('buildLicence: the person needs a company');
  const companyId = user.companyId;
  await withSystem(db, (tx) => tx.insert(qualifications).values({ companyId, userId: user.id, kind: 'trade_licence', name, expiresOn }));
}
