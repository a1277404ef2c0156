import type { PassThrough } from 'node:stream';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { csvRow } from '../timesheets/index.js';
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
 * GET /api/v3/data-management/export: access is decided first (a refusal is a proper 403), then
 * the ZIP streams out while the files are read page by page. A suspended or closed account may
 * still take its data away. Each page is read in a short tenant transaction of its own, after the
 * answer began, so that no transaction stays open for the whole download.
 */
export async function exportCompanyData(ctx: AppContext, auth: AuthContext): Promise<CompanyExport> {
  const { id: companyId, name: companyName, timeZone } = await withAccess(ctx, auth, 'export.read', async ({ company }) => company);
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
