import type { TCompanyStatus } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyStanding } from '../../platform/access/company-standing.queries.js';
import { notFound } from '../../platform/errors.js';
import { effectiveFeatures } from '../feature-switches/index.js';
import { findDashboardCompany } from './dashboard-company.queries.js';

/** What a dashboard needs of its company: the zone its days and weeks are counted in, its features. */
export type DashboardCompany = { id: string; name: string; timeZone: string; status: TCompanyStatus; usesTimesheets: boolean };

/** The company as the access scope read it, for a signed-in account holder's dashboards. */
export function dashboardCompanyOf(company: CompanyStanding): DashboardCompany {
  const { id, name, timeZone, status, features } = company;
  return { id, name, timeZone, status, usesTimesheets: features.includes('timesheet') };
}

/** Read inside the company's tenant transaction, for an embed link, which no access scope opens. */
export async function loadDashboardCompany(tx: Tx, companyId: string): Promise<DashboardCompany> {
  const company = await findDashboardCompany(tx, companyId);
  if (!company) throw notFound('Company');
  return {
    id: company.id,
    name: company.name,
    timeZone: company.timeZone,
    status: company.status,
    usesTimesheets: effectiveFeatures(company).includes('timesheet'),
  };
}
