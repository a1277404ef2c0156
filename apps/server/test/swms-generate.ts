import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TSwmsContent } from '@hivis/contracts';
import { files, paperworkSignOns, swms } from '../src/db/schema/index.js';
import type { SwmsRow } from '../src/db/schema/index.js';
import { readStoredBytes } from '../src/platform/pdf/stored-bytes.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { bearer } from './factories.js';
import { uploadFile } from './files.js';
import type { TestApp } from './test-app.js';
import { buildJob } from './work-factories.js';

export { completeContent, libraryActivities, templatePdf } from './sample-swms.js';

/*
 * Templates and generation: complete SWMS content made from the starter library (real
 * activities, hazards and controls), a draft written straight to the database, template files
 * built with pdf-lib, and the generated PDF read back as text with unpdf.
 */

export async function draftSwms(t: TestApp, companyId: string, content: TSwmsContent, templateId: string | null = null): Promise<SwmsRow> {
  const job = await buildJob(t.db, companyId, { title: 'Re-roof at 12 Given Terrace' });
  const [row] = await withSystem(t.db, (tx) =>
    tx.insert(swms).values({ companyId, jobId: job.id, title: 'Re-roof SWMS', step: 'sds_msds', content, templateId }).returning(),
  );
  if (!row) throw new Error('draftSwms: no row');
  return row;
}

export async function uploadTemplateFile(t: TestApp, token: string, data: Buffer, filename: string, contentType: string, fileType = 'swms_template_pdf') {
  const response = await uploadFile(t, token, { fileType, filename, contentType, data });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}

export async function createTemplate(t: TestApp, token: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/v3/swms/template', headers: bearer(token), payload });
}

/** A sign-on written straight to the database, with a real signature image of the company. */
export async function insertSignature(t: TestApp, row: SwmsRow, fileId: string, signerName: string, version: number, signerEmail: string | null = null) {
  await withSystem(t.db, (tx) =>
    tx
      .insert(paperworkSignOns)
      .values({ companyId: row.companyId, kind: 'swms', recordId: row.id, version, signerName, signerEmail, fileId, details: { preStartTalk: 'attended' } }),
  );
}

export async function fileText(t: TestApp, fileId: string): Promise<{ text: string; pages: number }> {
  const [file] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, fileId)));
  if (!file) throw new Error('no such file');
  const bytes = await readStoredBytes(t.ctx.fileStorage, file.storageKey);
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(proxy, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: proxy.numPages };
}

export const generate = (t: TestApp, token: string, swmsId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v3/swms/${swmsId}/generate`, headers: bearer(token) });
