import type { TAuthUser, TCurrentUser } from '@hivis/contracts';
import { accountStatus, effectiveRole, featureEntries, isAdminRoles } from '@hivis/contracts';
import { effectiveFeatures } from '../feature-switches/index.js';
import type { UserWithCompany } from './auth.queries.js';

/** Responses are built here from rows, so no column (a password hash) can leak by accident. */
export function presentAuthUser({ user, company }: UserWithCompany, tokens: { token: string; refreshToken: string }): TAuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles,
    status: accountStatus(company?.status ?? null, user.status, company?.paymentStatus ?? null),
    paymentStatus: company?.paymentStatus ?? null,
    companyId: user.companyId,
    token: tokens.token,
    refreshToken: tokens.refreshToken,
    features: featureEntries(company ? effectiveFeatures(company) : []),
  };
}

export function presentCurrentUser({ user, company }: UserWithCompany, impersonatedBy: string | null): TCurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    roles: user.roles,
    role: effectiveRole(user.roles),
    admin: isAdminRoles(user.roles),
    status: accountStatus(company?.status ?? null, user.status, company?.paymentStatus ?? null),
    paymentStatus: company?.paymentStatus ?? null,
    companyId: user.companyId,
    company: company ? { id: company.id, name: company.name, status: company.status, country: company.country, timeZone: company.timeZone } : null,
    features: featureEntries(company ? effectiveFeatures(company) : []),
    impersonatedBy,
  };
}
