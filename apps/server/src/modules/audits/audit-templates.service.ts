import { AUDIT_MESSAGES } from '@hivis/contracts';
import type { TAuditTemplateDetails, TAuditTemplateEditValues, TAuditTemplatesPage, TAuditTemplatesQuery, TNewAuditTemplateValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { createOnce } from '../../platform/commands/index.js';
import { checkEditBase } from '../../platform/edits/edit-base.js';
import { forbidden, invalidFields, notFound } from '../../platform/errors.js';
import {
  findTemplate,
  findVersion,
  insertTemplate,
  insertVersion,
  listTemplates,
  listVersions,
  lockOwnTemplate,
  rewriteVersion,
  templateName,
  updateTemplate,
} from './audit-templates.queries.js';
import { presentTemplate, presentTemplateSummary } from './audit-templates.presenter.js';
import { sameContent, templateContent } from './template-content.js';

/*
 * Audit templates (spec 7 /api/v3/audit). Everyone of the company reads them, HiVis's starter
 * templates included; account holders build and change the company's own. A save rewrites the
 * current version while no audit has answered it, and adds the next version once one has.
 */

async function readTemplate(tx: Tx, companyId: string, templateId: string): Promise<TAuditTemplateDetails> {
  const template = found(await findTemplate(tx, companyId, templateId), 'Audit template');
  const current = await findVersion(tx, template.id, template.version);
  if (!current) throw new Error(`audit template ${template.id} has no version ${template.version}`);
  const derivedFromName = template.derivedFromId ? await templateName(tx, companyId, template.derivedFromId) : null;
  return presentTemplate(template, current, await listVersions(tx, template.id), derivedFromName);
}

/** GET /api/v3/audit */
export function getAuditTemplates(ctx: AppContext, auth: AuthContext, query: TAuditTemplatesQuery): Promise<TAuditTemplatesPage> {
  return withAccess(ctx, auth, 'audits.read', async ({ tx, auth: { companyId }, company }) => {
    const { rows, total } = await listTemplates(tx, companyId, query, company.timeZone);
    return { items: rows.map(presentTemplateSummary), total, page: query.page, take: query.take };
  });
}

/** GET /api/v3/audit/{id} */
export function getAuditTemplate(ctx: AppContext, auth: AuthContext, templateId: string): Promise<TAuditTemplateDetails> {
  return withAccess(ctx, auth, 'audits.read', ({ tx, auth: { companyId } }) => readTemplate(tx, companyId, templateId));
}

/** POST /api/v3/audit: a new template, or a copy of one the company may see. */
export function createAuditTemplate(ctx: AppContext, auth: AuthContext, values: TNewAuditTemplateValues): Promise<TAuditTemplateDetails> {
  return withAccess(ctx, auth, 'audits.manage', (scope) =>
    createOnce(scope, 'audits.create', values.id, async () => {
      const {
        tx,
        auth: { companyId, userId },
      } = scope;
      const derivedFromId = values.derivedFromAuditTemplateId ?? null;
      if (derivedFromId && !(await templateName(tx, companyId, derivedFromId))) {
        throw invalidFields({ derivedFromAuditTemplateId: AUDIT_MESSAGES.derivedFromUnknown });
      }
      const created = await insertTemplate(tx, { id: values.id, companyId, derivedFromId, createdBy: userId }, templateContent(values));
      return readTemplate(tx, companyId, created.id);
    }),
  );
}

/** PUT /api/v3/audit/{id}: the current version rewritten, or the next one once an audit answered it. */
export function saveAuditTemplate(ctx: AppContext, auth: AuthContext, templateId: string, values: TAuditTemplateEditValues): Promise<TAuditTemplateDetails> {
  return withAccess(ctx, auth, 'audits.manage', async ({ tx, auth: { companyId, userId } }) => {
    const template = await ownTemplate(tx, companyId, templateId);
    await checkEditBase(template.updatedAt, values.basedOn, () => readTemplate(tx, companyId, templateId));
    const current = await findVersion(tx, template.id, template.version);
    if (!current) throw new Error(`audit template ${template.id} has no version ${template.version}`);
    const content = templateContent(values);
    if (sameContent(content, current)) return readTemplate(tx, companyId, templateId);
    let version = template.version;
    if (current.frozenAt) {
      version += 1;
      await insertVersion(tx, template, version, content, userId);
    } else {
      await rewriteVersion(tx, current.id, content);
    }
    const { sections: _sections, ...listed } = content;
    await updateTemplate(tx, template.id, { ...listed, version });
    return readTemplate(tx, companyId, templateId);
  });
}

/** PUT /api/v3/audit/{id}/archive and /restore: an archived template leaves the lists and takes no new audits. */
export function archiveAuditTemplate(ctx: AppContext, auth: AuthContext, templateId: string, archived: boolean): Promise<TAuditTemplateDetails> {
  return withAccess(ctx, auth, 'audits.manage', async ({ tx, auth: { companyId } }) => {
    const template = await ownTemplate(tx, companyId, templateId);
    // Archiving twice keeps the first date: it says when the template left the lists.
    if (archived !== (template.archivedAt !== null)) await updateTemplate(tx, template.id, { archivedAt: archived ? new Date() : null });
    return readTemplate(tx, companyId, templateId);
  });
}

/** The company's own template, locked; a starter template is read-only (403), another company's is not found. */
async function ownTemplate(tx: Tx, companyId: string, templateId: string) {
  const template = await lockOwnTemplate(tx, companyId, templateId);
  if (template) return template;
  if (await findTemplate(tx, companyId, templateId)) throw forbidden(AUDIT_MESSAGES.starterReadOnly);
  throw notFound('Audit template');
}
