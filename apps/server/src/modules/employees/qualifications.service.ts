import { EMPLOYEE_MESSAGES } from '@hivis/contracts';
import type { TMessage, TQualification, TQualificationValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields, notFound } from '../../platform/errors.js';
import { findCompanyFile } from '../files/index.js';
import { lockedEmployee } from './employees.access.js';
import { companyToday, presentQualification } from './employees.presenter.js';
import { deleteQualification, insertQualification, updateQualification } from './qualifications.queries.js';

/** The licence copy must be an uploaded qualification_file of the same company. */
async function checkedFileId(tx: Tx, auth: CompanyAuth, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const file = await findCompanyFile(tx, auth.companyId, fileId);
  // Another company's file is reported like a missing one: the caller cannot see it.
  if (!file || file.fileType !== 'qualification_file') throw invalidFields({ fileId: EMPLOYEE_MESSAGES.qualificationFile });
  return file.id;
}

function columnsOf(input: TQualificationValues, fileId: string | null) {
  return {
    kind: input.kind,
    name: input.name,
    licenceNumber: input.licenceNumber,
    issuer: input.issuer,
    issuedOn: input.issuedOn,
    expiresOn: input.expiresOn,
    fileId,
  };
}

/** POST /api/v3/employee/{id}/qualification */
export function addQualification(ctx: AppContext, auth: AuthContext, userId: string, input: TQualificationValues): Promise<TQualification> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder, company }) => {
    const user = await lockedEmployee(tx, holder, userId);
    const fileId = await checkedFileId(tx, holder, input.fileId);
    const row = await insertQualification(tx, { companyId: holder.companyId, userId: user.id, ...columnsOf(input, fileId) });
    return presentQualification(ctx, row, companyToday(company.timeZone));
  });
}

/** PUT /api/v3/employee/{id}/qualification/{qualificationId}: the whole licence. */
export function saveQualification(
  ctx: AppContext,
  auth: AuthContext,
  userId: string,
  qualificationId: string,
  input: TQualificationValues,
): Promise<TQualification> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder, company }) => {
    const user = await lockedEmployee(tx, holder, userId);
    const fileId = await checkedFileId(tx, holder, input.fileId);
    const row = await updateQualification(tx, { companyId: holder.companyId, userId: user.id, qualificationId }, columnsOf(input, fileId));
    if (!row) throw notFound('Licence');
    return presentQualification(ctx, row, companyToday(company.timeZone));
  });
}

/** DELETE /api/v3/employee/{id}/qualification/{qualificationId} */
export function removeQualification(ctx: AppContext, auth: AuthContext, userId: string, qualificationId: string): Promise<TMessage> {
  return withAccess(ctx, auth, 'employees.manage', async ({ tx, auth: holder }) => {
    const user = await lockedEmployee(tx, holder, userId);
    if (!(await deleteQualification(tx, { companyId: holder.companyId, userId: user.id, qualificationId }))) throw notFound('Licence');
    return { message: 'The licence has been removed.' };
  });
}
