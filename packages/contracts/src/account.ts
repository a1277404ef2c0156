import { z } from 'zod';

export const COMPANY_STATUSES = ['active', 'suspended', 'inactive', 'pending_company'] as const;
export const ZCompanyStatusSchema = z.enum(COMPANY_STATUSES);
export type TCompanyStatus = z.infer<typeof ZCompanyStatusSchema>;

export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export const ZPaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type TPaymentStatus = z.infer<typeof ZPaymentStatusSchema>;

/**
 * A user's own status. pending_setup: invited, has not chosen a password yet.
 * data_filled: signed up, details entered, not yet paid. deactivated: blocked by the owner.
 */
export const USER_STATUSES = ['active', 'pending_setup', 'data_filled', 'deactivated'] as const;
export const ZUserStatusSchema = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatusSchema>;

/** The account status the web client acts on: a company status or the user's own. */
export type TAccountStatus = TCompanyStatus | TUserStatus;

/**
 * The status the web client acts on. A suspended or inactive company limits everyone in it.
 * A person who signed up but has not paid is data_filled: payment comes before the company
 * details (spec 4, sign-up journey); once paid, pending_company asks for those details.
 */
export function accountStatus(company: TCompanyStatus | null, user: TUserStatus, payment: TPaymentStatus | null = null): TAccountStatus {
  if (company === 'suspended' || company === 'inactive') return company;
  if (user === 'data_filled' && payment !== 'paid') return 'data_filled';
  if (company === 'pending_company') return company;
  return user === 'data_filled' ? 'active' : user;
}

/** Suspended or inactive accounts get the reduced route set and menu (spec 2.3). */
export function isRestrictedStatus(status: string | null | undefined): boolean {
  return status === 'suspended' || status === 'inactive';
}

/** A user with status data_filled, unpaid, with a company id is treated as needing payment (spec 4). */
export function needsPayment(user: { status: string; paymentStatus: string | null; companyId: string | null }): boolean {
  return user.status === 'data_filled' && user.paymentStatus === 'unpaid' && user.companyId !== null;
}

export const COUNTRIES = ['AU', 'NZ'] as const;
export const ZCountrySchema = z.enum(COUNTRIES);
export type TCountry = z.infer<typeof ZCountrySchema>;
