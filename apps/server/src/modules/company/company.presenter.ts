import type { TCompanyDetails } from '@hivis/contracts';
import type { CompanyRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

export function presentCompany(ctx: AppContext, company: CompanyRow): TCompanyDetails {
  return {
    id: company.id,
    companyName: company.name,
    legalName: company.legalName,
    country: company.country,
    abn: company.abn,
    nzbn: company.nzbn,
    phone: company.phone,
    address: company.address ?? null,
    timeZone: company.timeZone,
    logo: company.logoFileId ? { id: company.logoFileId, inlineUrl: ctx.signedLinks.link(company.logoFileId, 'inline') } : null,
    status: company.status,
    detailsCompletedOn: company.detailsCompletedAt?.toISOString() ?? null,
  };
}
