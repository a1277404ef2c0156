import { buildAdmin, buildCompany, buildUser, loginAs } from './factories.js';
import type { CompanyOverrides, TestUser, UserOverrides } from './factories.js';
import type { CompanyRow } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

/*
 * People signed in without the login route: a user row with a fresh access token, and a company
 * with the people a test names, each by the role it plays.
 */

/** A user and an access token of theirs. */
export type Member = TestUser & { token: string };

/** What a team member is: roles (PAH, ROOT_PAH, SAH, NAH) and, where a test reads them, names. */
export type Person = Omit<UserOverrides, 'company'>;

export async function tokenFor(t: TestApp, user: TestUser): Promise<string> {
  return (await loginAs(t.ctx, user)).token;
}

/** A user (a new company unless `company` is given), signed in. */
export async function buildMember(t: TestApp, person: UserOverrides): Promise<Member> {
  const user = await buildUser(t.db, person);
  return { ...user, token: await tokenFor(t, user) };
}

/** A platform administrator's token. */
export async function adminToken(t: TestApp): Promise<string> {
  return tokenFor(t, await buildAdmin(t.db));
}

/**
 * A new company and its people, each signed in, keyed as given:
 * `buildTeam(t, { owner: { roles: ['PAH'] }, supervisor: { roles: ['SAH'] } })` →
 * `{ company, owner: Member, supervisor: Member }`. People are made in the order given.
 */
export async function buildTeam<const P extends Record<string, Person>>(
  t: TestApp,
  people: P,
  company: CompanyOverrides = {},
): Promise<{ company: CompanyRow; people: { [K in keyof P]: Member } }> {
  const row = await buildCompany(t.db, company);
  const users: [string, TestUser][] = [];
  for (const [key, person] of Object.entries(people)) users.push([key, await buildUser(t.db, { ...person, company: row })]);
  const members: Record<string, Member> = {};
  for (const [key, user] of users) members[key] = { ...user, token: await tokenFor(t, user) };
  return { company: row, people: members as { [K in keyof P]: Member } };
}
