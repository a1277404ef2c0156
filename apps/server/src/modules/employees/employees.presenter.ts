import { effectiveRole, expiryStateOf } from '@hivis/contracts';
import type { TEmployeeJob, TEmployeeListItem, TEmployeeProfile, TEmployeeStatus, TLicenceWarning, TQualification } from '@hivis/contracts';
import type { EmployeeProfileRow, QualificationRow, UserRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import type { EmployeeJobRow, EmployeeListRow } from './employees.queries.js';

/** Signed-up account holders (data_filled) are working people like anyone active. */
export function employeeStatusOf(user: UserRow): TEmployeeStatus {
  if (user.status === 'pending_setup' || user.status === 'deactivated') return user.status;
  return 'active';
}

/** The list's warning follows the soonest expiry; today is the company's day (YYYY-MM-DD). */
export function licenceWarningOf(nextExpiry: string | null, today: string): TLicenceWarning {
  const state = expiryStateOf(nextExpiry, today);
  return state === 'expired' || state === 'expiring' ? state : null;
}

export function presentEmployeeListItem(row: EmployeeListRow, today: string): TEmployeeListItem {
  return {
    id: row.user.id,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    email: row.user.email,
    phone: row.user.phone,
    role: effectiveRole(row.user.roles),
    status: employeeStatusOf(row.user),
    position: row.position,
    licenceWarning: licenceWarningOf(row.nextExpiry, today),
    nextLicenceExpiry: row.nextExpiry,
  };
}

export function presentProfile(profile: EmployeeProfileRow | null): TEmployeeProfile {
  return {
    position: profile?.position ?? null,
    emergencyContactName: profile?.emergencyContactName ?? null,
    emergencyContactPhone: profile?.emergencyContactPhone ?? null,
    emergencyContactRelationship: profile?.emergencyContactRelationship ?? null,
    notes: profile?.notes ?? null,
  };
}

export function presentQualification(ctx: AppContext, row: QualificationRow, today: string): TQualification {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    licenceNumber: row.licenceNumber,
    issuer: row.issuer,
    issuedOn: row.issuedOn,
    expiresOn: row.expiresOn,
    expiryState: expiryStateOf(row.expiresOn, today),
    file: row.fileId ? { id: row.fileId, inlineUrl: ctx.signedLinks.link(row.fileId, 'inline'), url: ctx.signedLinks.link(row.fileId, 'attachment') } : null,
  };
}

export function presentEmployeeJob(row: EmployeeJobRow): TEmployeeJob {
  return {
    jobId: row.jobId,
    projectId: row.projectId,
    worksiteId: row.worksiteId,
    title: row.title,
    jobStatus: row.jobStatus,
    scheduledStart: row.scheduledStart?.toISOString() ?? null,
    scheduledEnd: row.scheduledEnd?.toISOString() ?? null,
    answer: row.answer,
    assignedOn: row.assignedAt.toISOString(),
  };
}

/** The company's calendar day, for licence expiry (a licence expiring today is still valid today). */
export function companyToday(timeZone: string, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
