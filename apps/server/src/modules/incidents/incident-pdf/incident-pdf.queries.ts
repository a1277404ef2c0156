import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { companies } from '../../../db/schema/index.js';
import type { FileRow } from '../../../db/schema/index.js';
import { findCompanyFile } from '../../files/index.js';

/** The company's logo file, for the report's page header; null when it has none. */
export async function findCompanyLogoFile(tx: Tx, companyId: string): Promise<FileRow | null> {
  const [company] = await tx.select({ logoFileId: companies.logoFileId }).from(companies).where(eq(companies.id, companyId));
  return company?.logoFileId ? findCompanyFile(tx, companyId, company.logoFileId) : null;
}
