import { EMPLOYEE_MESSAGES, roleName } from '@hivis/contracts';
import type { TEmployee, TEmployeeChange, TEmployeeDetailsValues, TEmployeesPage, TEmployeesQuery, TNewEmployeeInviteValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { createOnce } from '../../platform/commands/index.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { findUserByEmail } from '../auth/index.js';
import { sendAccountSetupInvite } from '../auth/index.js';
import { assertSeatAvailable } from '../users/index.js';
import { fullName, lockedEmployee } from './employees.access.js';
import { companyToday, presentEmployeeJob, presentEmployeeListItem, presentProfile, presentQualification } from './employees.presenter.js';
import {
  findCompanyEmployee,
  findProfile,
  insertInvitedUser,
  listCompanyEmployees,
  listEmployeeJobs,
  updateCompanyUserDetails,
  upsertProfile,
} from './employees.queries.js';
import { employeeHours } from './hours.queries.js';
import { listQualifications } from './qualifications.queries.js';
import { isUniqueViolation } from '../../db/errors.js';

/** PostgreSQL's unique_violation, whichever driver raised it (drizzle wraps it as the cause). */

const emailTaken = () => invalidFields({ email: EMPLOYEE_MESSAGES.emailTaken });

type Company = AccessScope['company'];

/** GET /api/v3/employee: one page of the company's people, by last name. */
export function listEmployees(ctx: AppContext, auth: AuthContext, query: TEmployeesQuery): Promise<TEmployeesPage> {
  return withAccess(ctx, auth, 'employees.read', async ({ tx, auth: holder, company }) => {
    const { rows, total } = await listCompanyEmployees(tx, holder.companyId, query);
    const today = companyToday(company.timeZone);
    return { items: rows.map((row) => presentEmployeeListItem(row, today)), total, page: query.page, take: query.take };
  });
}

async function listItem(tx: Tx, auth: CompanyAuth, company: Company, userId: string) {
  const row = found(await findCompanyEmployee(tx, auth.companyId, userId), 'Employee');
  return presentEmployeeListItem(row, companyToday(company.timeZone));
}

/** Who the mail says invited the person: "Alex Owner of Demo Constructions". */
async function inviterOf(tx: Tx, auth: CompanyAuth, company: Company): Promise<string> {
  const caller = await findCompanyEmployee(tx, auth.companyId, auth.userId);
  return caller ? `${fullName(caller.user)} of ${company.name}` : company.name;
}

/**
 * POST /api/v3/employee/invite: the person (pending set-up, no password), their profile, the seat
 * check and the set-up mail, in one transaction, so a full plan or a failed step leaves nothing.
 */
export async function inviteEmployee(ctx: AppContext, auth: AuthContext, input: TNewEmployeeInviteValues): Promise<TEmployeeChange> {
  try {
    return await withAccess(ctx, auth, 'employees.manage', (scope) => createOnce(scope, 'employees.invite', input.id, () => invite(ctx, scope, input)));
  } catch (error) {
    // Two invitations of one address at the same moment: the unique index decides, same answer.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** The person (with the id the device made, if any), their profile and the set-up mail. */
async function invite(ctx: AppContext, { tx, auth: holder, company }: AccessScope, input: TNewEmployeeInviteValues): Promise<TEmployeeChange> {
  // Addresses are unique across every company; only the platform can see them all.
  if (await asPlatformWithin(tx, () => findUserByEmail(tx, input.email))) throw emailTaken();
  await assertSeatAvailable(tx, holder.companyId, input.role, { field: 'role' });
  const user = await insertInvitedUser(tx, {
    ...(input.id ? { id: input.id } : {}),
    companyId: holder.companyId,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    roles: [input.role],
    status: 'pending_setup',
  });
  await upsertProfile(tx, holder.companyId, user.id, { position: input.position });
  const inviter = await inviterOf(tx, holder, company);
  await asPlatformWithin(tx, () => sendAccountSetupInvite(ctx, tx, user, inviter));
  ctx.log.info({ user: user.id, role: input.role }, 'employee invited');
  return {
    employee: await listItem(tx, holder, company, user.id),
    message: `${fullName(user)} has been invited as ${roleName(input.role)}. We emailed ${user.email} a link to set up the account.`,
  };
}

/** POST /api/v3/employee/{id}/resend-invite: a new set-up link; the old one stops working. */
export function resendInvite(ctx: AppContext, auth: AuthContext, userId: string): Promise<TEmployeeChange> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder, company }) => {
    const user = await lockedEmployee(tx, holder, userId);
    if (user.status === 'deactivated') throw new AppError('CONFLICT', EMPLOYEE_MESSAGES.deactivated);
    if (user.status !== 'pending_setup') throw new AppError('CONFLICT', EMPLOYEE_MESSAGES.notPending);
    const inviter = await inviterOf(tx, holder, company);
    await asPlatformWithin(tx, () => sendAccountSetupInvite(ctx, tx, user, inviter));
    return { employee: await listItem(tx, holder, company, user.id), message: `A new invitation has been sent to ${user.email}.` };
  });
}

async function presentEmployee(ctx: AppContext, tx: Tx, auth: CompanyAuth, company: Company, userId: string): Promise<TEmployee> {
  const row = found(await findCompanyEmployee(tx, auth.companyId, userId), 'Employee');
  const today = companyToday(company.timeZone);
  const [profile, licences, jobs, hours] = [
    await findProfile(tx, auth.companyId, userId),
    await listQualifications(tx, auth.companyId, userId),
    await listEmployeeJobs(tx, auth.companyId, userId),
    await employeeHours(tx, auth.companyId, userId, company.timeZone),
  ];
  return {
    ...presentEmployeeListItem(row, today),
    createdOn: row.user.createdAt.toISOString(),
    lastSignedInOn: row.user.lastSignedInAt?.toISOString() ?? null,
    profile: presentProfile(profile),
    qualifications: licences.map((licence) => presentQualification(ctx, licence, today)),
    jobs: jobs.map(presentEmployeeJob),
    hours,
  };
}

/** GET /api/v3/employee/{id}: details, emergency contact, licences, jobs and hours. */
export function getEmployee(ctx: AppContext, auth: AuthContext, userId: string): Promise<TEmployee> {
  return withAccess(ctx, auth, 'employees.read', ({ tx, auth: holder, company }) => presentEmployee(ctx, tx, holder, company, userId));
}

/** PUT /api/v3/employee/{id}: names, phone and the profile; email and role are changed on /user/manage. */
export function saveEmployee(ctx: AppContext, auth: AuthContext, userId: string, input: TEmployeeDetailsValues): Promise<TEmployee> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder, company }) => {
    const user = await lockedEmployee(tx, holder, userId);
    if (user.status === 'deactivated') throw new AppError('CONFLICT', EMPLOYEE_MESSAGES.deactivated);
    await updateCompanyUserDetails(tx, holder.companyId, user.id, { firstName: input.firstName, lastName: input.lastName, phone: input.phone });
    await upsertProfile(tx, holder.companyId, user.id, {
      position: input.position,
      emergencyContactName: input.emergencyContactName,
      emergencyContactPhone: input.emergencyContactPhone,
      emergencyContactRelationship: input.emergencyContactRelationship,
      notes: input.notes,
    });
    return presentEmployee(ctx, tx, holder, company, user.id);
  });
}
