import type { TCompanyDetails } from '@hivis/contracts';
import type { ZCompanyDetailsInputSchema } from '@hivis/contracts';
import type { z } from 'zod';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { findCompanyFile } from '../files/index.js';
import { presentCompany } from './company.presenter.js';
import { findCompany, lockCompanyForUpdate, updateCompany } from './company.queries.js';

type CompanyDetailsInput = z.output<typeof ZCompanyDetailsInputSchema>;

/** GET /api/v3/company: everyone in the company may see its details (staff see its name and logo). */
export async function getCompany(ctx: AppContext, auth: AuthContext): Promise<TCompanyDetails> {
  const company = await withAccess(ctx, auth, 'company.read', async ({ tx, company: { id } }) => found(await findCompany(tx, id), 'Company'));
  return presentCompany(ctx, company);
}

/**
 * PUT /api/v3/company: the account holder fills in or corrects the company's details. The first
 * complete save after payment ends pending_company, which lifts the 'Company Details Required' lock.
 */
export async function saveCompanyDetails(ctx: AppContext, auth: AuthContext, input: CompanyDetailsInput): Promise<TCompanyDetails> {
  const saved = await withAccess(ctx, auth, 'company.manage', async ({ tx, company: { id } }) => {
    const company = found(await lockCompanyForUpdate(tx, id), 'Company');
    // Spec 4: payment comes first, then the company details.
    if (company.paymentStatus !== 'paid') {
      throw new AppError('BAD_REQUEST', 'Please complete payment for your plan before entering the company details.');
    }
    if (input.logoFileId) {
      const logo = await findCompanyFile(tx, id, input.logoFileId);
      // Another company's file is reported as missing, like any id the caller cannot see.
      if (!logo || logo.fileType !== 'company_logo') throw invalidFields({ logoFileId: 'Please upload the logo again.' });
    }
    const completing = company.status === 'pending_company';
    return updateCompany(tx, company.id, {
      name: input.companyName,
      legalName: input.legalName,
      country: input.country,
      // Only the number that applies to the company's country is kept.
      abn: input.country === 'AU' ? digits(input.abn) : null,
      nzbn: input.country === 'NZ' ? digits(input.nzbn) : null,
      phone: input.phone,
      address: input.address,
      timeZone: input.timeZone,
      ...(input.logoFileId !== undefined ? { logoFileId: input.logoFileId } : {}),
      ...(completing ? { status: 'active' as const, detailsCompletedAt: new Date() } : {}),
      updatedAt: new Date(),
    });
  });
  ctx.log.info({ company: saved.id, status: saved.status }, 'company details saved');
  return presentCompany(ctx, saved);
}

const digits = (value: string | undefined) => (value ? value.replace(/\D/g, '') : null);
