import {
  SWMS_TEMPLATE_MESSAGES,
  type TSwmsTemplate,
  type TSwmsTemplateList,
  type ZCreateSwmsTemplateSchema,
  type ZUpdateSwmsTemplateSchema,
} from '@hivis/contracts';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../../platform/errors.js';
import { countPdfPages } from '../../../platform/pdf/merge.js';
import { readStoredBytes } from '../../../platform/pdf/stored-bytes.js';
import { findCompanyFile } from '../../files/index.js';
import { presentTemplate } from './templates.presenter.js';
import { countVersionsUsing, deleteTemplate, findTemplate, insertTemplate, listTemplates, lockTemplate, updateTemplate } from './templates.queries.js';

/** A company's SWMS templates: list, create, change, delete. Building a SWMS needs 'swms.create'. */

/** What the content check reports for the kinds a template may be (.pdf .doc .docx .zip .txt). */
const TEMPLATE_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/zip',
  'application/x-zip-compressed',
  'text/plain; charset=utf-8',
];

type CreateValues = z.output<typeof ZCreateSwmsTemplateSchema>;
type UpdateValues = z.output<typeof ZUpdateSwmsTemplateSchema>;

/** The file must be the company's own upload of type swms_template_pdf; a PDF must have more pages than it hides. */
async function checkTemplateFile(ctx: AppContext, tx: Tx, companyId: string, fileId: string, hidePages: readonly number[]): Promise<void> {
  const file = await findCompanyFile(tx, companyId, fileId);
  if (!file || file.fileType !== 'swms_template_pdf' || !TEMPLATE_CONTENT_TYPES.includes(file.contentType)) {
    throw invalidFields({ fileId: file ? SWMS_TEMPLATE_MESSAGES.fileKind : SWMS_TEMPLATE_MESSAGES.file });
  }
  if (file.contentType !== 'application/pdf' || hidePages.length === 0) return;
  const pages = await countPdfPages(await readStoredBytes(ctx.fileStorage, file.storageKey));
  if (pages === null) throw invalidFields({ fileId: 'This PDF cannot be read. Please save it again as a PDF and upload it.' });
  if (hidePages.length > pages || Math.max(...hidePages) > pages) throw invalidFields({ hidePages: SWMS_TEMPLATE_MESSAGES.hidePagesTooMany(pages) });
}

export async function listSwmsTemplates(ctx: AppContext, auth: AuthContext): Promise<TSwmsTemplateList> {
  return withAccess(ctx, auth, 'swms-templates.read', async ({ tx, auth }) => {
    return { items: (await listTemplates(tx, auth.companyId)).map((row) => presentTemplate(ctx, row)) };
  });
}

export async function createSwmsTemplate(ctx: AppContext, auth: AuthContext, values: CreateValues): Promise<TSwmsTemplate> {
  return withAccess(ctx, auth, 'swms-templates.manage', async ({ tx, auth }) => {
    await checkTemplateFile(ctx, tx, auth.companyId, values.fileId, values.hidePages);
    const row = await insertTemplate(tx, { ...values, companyId: auth.companyId, createdBy: auth.userId });
    const created = await findTemplate(tx, auth.companyId, row.id);
    if (!created) throw notFound('SWMS template');
    return presentTemplate(ctx, created);
  });
}

export async function updateSwmsTemplate(ctx: AppContext, auth: AuthContext, templateId: string, values: UpdateValues): Promise<TSwmsTemplate> {
  return withAccess(ctx, auth, 'swms-templates.manage', async ({ tx, auth }) => {
    const current = await lockTemplate(tx, auth.companyId, templateId);
    if (!current) throw notFound('SWMS template');
    // An issued version is produced again after every signature: its template must not change under it.
    if ((await countVersionsUsing(tx, auth.companyId, templateId)) > 0) throw new AppError('CONFLICT', SWMS_TEMPLATE_MESSAGES.inIssuedSwms);
    const fileId = values.fileId ?? current.template.fileId;
    await checkTemplateFile(ctx, tx, auth.companyId, fileId, values.hidePages);
    await updateTemplate(tx, auth.companyId, templateId, { ...values, fileId });
    const updated = await findTemplate(tx, auth.companyId, templateId);
    if (!updated) throw notFound('SWMS template');
    return presentTemplate(ctx, updated);
  });
}

export async function deleteSwmsTemplate(ctx: AppContext, auth: AuthContext, templateId: string): Promise<TSwmsTemplate> {
  return withAccess(ctx, auth, 'swms-templates.manage', async ({ tx, auth }) => {
    const current = await lockTemplate(tx, auth.companyId, templateId);
    if (!current) throw notFound('SWMS template');
    if ((await countVersionsUsing(tx, auth.companyId, templateId)) > 0) throw new AppError('CONFLICT', SWMS_TEMPLATE_MESSAGES.inIssuedSwms);
    await deleteTemplate(tx, auth.companyId, templateId);
    return presentTemplate(ctx, current);
  });
}
