import type { PassThrough } from 'node:stream';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { findCompany } from '../employees/employees.queries.js';
import { csvRow } from '../timesheets/csv.js';
import { EXPORT_FAMILIES } from './export-families.js';
import type { ExportFamily, ReadPage } from './export-families.js';
import { exportReadme } from './export-readme.js';
import { createZipWriter } from './zip-stream.js';

export type CompanyExport = { filename: string; body: PassThrough };

/** Excel reads a CSV as UTF-8 only when it starts with the byte order mark. */
const BOM = '\uFEFF';

async function* csvText(family: ExportFamily, read: ReadPage, timeZone: string): AsyncGenerator<string> {
  yield BOM + csvRow(family.header);
  for await (const cells of family.rows(read, timeZone)) yield csvRow(cells);
}

const fileDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * GET /api/v3/data-management/export: the account holder's check runs first (a refusal is a
 * proper 403), then the ZIP streams out while the files are read page by page. A suspended or
 * closed account may still take its data away.
 */
export async function exportCompanyData(ctx: AppContext, auth: AuthContext): Promise<CompanyExport> {
  requireAccountHolder(auth);
  const companyId = auth.companyId;
  const company = await withTenant(ctx.db, companyId, (tx) => findCompany(tx, companyId));
  if (!company) throw notFound('Company');
  const { name: companyName, timeZone } = company;
  const read: ReadPage = (fn) => withTenant(ctx.db, companyId, (tx) => fn(tx, companyId));
  const zip = createZipWriter();
  const now = new Date();

  async function write(): Promise<void> {
    await zip.addFile('README.txt', [exportReadme({ productName: ctx.config.productName, companyName, timeZone, exportedAt: now.toISOString() })]);
    for (const family of EXPORT_FAMILIES) await zip.addFile(family.file, csvText(family, read, timeZone));
    zip.finish();
  }
  write().catch((error: unknown) => {
    // The answer has begun, so the status cannot change: the archive is cut short and the browser reports a failed download.
    if (!zip.stream.destroyed) ctx.log.error({ err: error }, 'data export failed');
    zip.stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  ctx.log.info({ company: companyId }, 'data export started');
  return { filename: `hivis-export-${fileDate(now)}.zip`, body: zip.stream };
}
