import { createHmac, randomUUID } from 'node:crypto';
import { AUDIT_LINK_MESSAGES, AUDIT_LINK_MIN_SECONDS, isRestrictedStatus } from '@hivis/contracts';
import type { TAuditLinkPage, TWebAuditResponseAnswer, TWebAuditResponseValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuditLinkRow } from '../../db/schema/index.js';
import { safeEqual } from '../../platform/auth/secrets.js';
import { createOnceIn, tappedAt } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound, unauthorized } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { countFilesUnder, findCompanyFile, presentFile, storeUpload } from '../files/index.js';
import type { LinkUpload } from '../files/index.js';
import { findLinkByUuid, linkAllowance, linkCompany, linksOnBefore } from './audit-links.queries.js';
import { linkState } from './audit-links.service.js';
import { answeredVersion, recordResponse } from './audit-responses.service.js';
import { findOwnVersion } from './audit-responses.queries.js';
import { findTemplate } from './audit-templates.queries.js';

/*
 * The public side of an audit web link: the page's data and the answers sent from it, with no
 * sign-in. The link's secret (its uuid) is the only credential, so the look-up across companies
 * runs in the system context after counting the call against the client's address, and the rest
 * in the link's company only (withTenant). A link answers only while it is on, its company is
 * open with Audit Sharing, and it is within the plan's allowance; otherwise 404 (unknown) or 410.
 */

/** Calls of the public pages (page, answers, files) per client address: a crew behind one site connection fits. */
export const AUDIT_LINK_LIMIT = { perAddress: 300, windowMs: 10 * 60 * 1000 };
/** Files one link takes in a day: a day of real audits fits; filling the company's storage does not. */
export const AUDIT_LINK_FILES_PER_DAY = 300;

const gone = (message: string) => new AppError('GONE', message);

async function findLink(ctx: AppContext, uuid: string, clientAddress: string): Promise<AuditLinkRow> {
  const link = await withSystem(ctx.db, async (tx) => {
    await takeRateLimit(
      tx,
      [{ key: `audit-link:address:${clientAddress}`, limit: AUDIT_LINK_LIMIT.perAddress }],
      AUDIT_LINK_LIMIT.windowMs,
      AUDIT_LINK_MESSAGES.rateLimited,
    );
    return findLinkByUuid(tx, uuid);
  });
  if (!link) throw notFound('Audit link');
  return link;
}

/** In the link's company: the link takes answers now, or 410 saying why not. */
async function checkOpen(tx: Tx, link: AuditLinkRow) {
  const state = linkState(link);
  if (state === 'off') throw gone(AUDIT_LINK_MESSAGES.off);
  if (state === 'expired') throw gone(AUDIT_LINK_MESSAGES.expired);
  const company = await linkCompany(tx, link.companyId);
  const off = new Set(company?.featuresSwitchedOff ?? []);
  const features = (company?.enabledFeatures ?? []).filter((feature) => !off.has(feature));
  if (!company || isRestrictedStatus(company.status) || !features.includes('audits') || !features.includes('audits.sharing'))
    throw gone(AUDIT_LINK_MESSAGES.resting);
  // A plan made smaller keeps its oldest links on; the newest past the allowance rest until there is room.
  const allowance = await linkAllowance(tx, link.companyId);
  if ((await linksOnBefore(tx, link, new Date())) >= allowance[link.kind]) throw gone(AUDIT_LINK_MESSAGES.resting);
  const template = await findTemplate(tx, link.companyId, link.templateId);
  if (!template || template.archivedAt) throw gone(AUDIT_LINK_MESSAGES.resting);
  return { company, template };
}

/** The page's form token: when it was served, signed, so an answer sent seconds later is seen for a script's. */
export function formTokenAt(ctx: AppContext, uuid: string, servedAt: number): string {
  return `${servedAt}.${createHmac('sha256', ctx.config.appSecret).update(`audit-link:${uuid}:${servedAt}`).digest('base64url')}`;
}

function checkFormToken(ctx: AppContext, uuid: string, token: string, now = Date.now()): void {
  const servedAt = Number(token.slice(0, token.indexOf('.')));
  if (!Number.isSafeInteger(servedAt) || servedAt > now || !safeEqual(token, formTokenAt(ctx, uuid, servedAt)))
    throw invalidFields({ formToken: AUDIT_LINK_MESSAGES.formToken });
  if (now - servedAt < AUDIT_LINK_MIN_SECONDS * 1000) throw invalidFields({ formToken: AUDIT_LINK_MESSAGES.tooQuick });
}

/** GET /api/v3/audit/link/public/{uuid} */
export async function openAuditLinkPage(ctx: AppContext, uuid: string, clientAddress: string): Promise<TAuditLinkPage> {
  const link = await findLink(ctx, uuid, clientAddress);
  return withTenant(ctx.db, link.companyId, async (tx) => {
    const { company, template } = await checkOpen(tx, link);
    const current = await findOwnVersion(tx, link.companyId, template.id, template.version);
    if (!current) throw gone(AUDIT_LINK_MESSAGES.resting);
    const shownIds = current.version.sections.flatMap((section) =>
      section.elements.filter((question) => question.type === 'show_file').map((question) => question.constraints.fileId),
    );
    const shown = [];
    for (const fileId of new Set(shownIds)) {
      const file = fileId ? await findCompanyFile(tx, link.companyId, fileId) : null;
      if (file) shown.push(presentFile(ctx, file));
    }
    const logo = link.brandingVisible && company.logoFileId ? await findCompanyFile(tx, link.companyId, company.logoFileId) : null;
    return {
      uuid: link.uuid,
      name: link.name,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      brandingVisible: link.brandingVisible,
      company: { company_name: company.name, companyLogo: logo ? { inlineUrl: presentFile(ctx, logo).inlineUrl } : null },
      template: {
        id: template.id,
        name: current.version.name,
        description: current.version.description,
        version: current.version.version,
        sections: current.version.sections,
      },
      files: shown,
      formToken: formTokenAt(ctx, link.uuid, Date.now()),
    };
  });
}

/** Where files uploaded through a link are kept: under the link, a folder a day (counted for AUDIT_LINK_FILES_PER_DAY). */
const linkFolder = (link: AuditLinkRow) => `audit-link/${link.id}`;
const dayFolder = (link: AuditLinkRow, now = new Date()) => `${linkFolder(link)}/${now.toISOString().slice(0, 10)}`;

/** POST /api/v3/audit/response/web: stored once for its device-made id, as an audit done in the app is. */
export async function submitWebAuditResponse(ctx: AppContext, values: TWebAuditResponseValues, clientAddress: string): Promise<TWebAuditResponseAnswer> {
  const link = await findLink(ctx, values.linkUuid, clientAddress);
  return withTenant(ctx.db, link.companyId, async (tx) =>
    createOnceIn(tx, { companyId: link.companyId, userId: null }, `audits.web:${link.id}`, values.id, async () => {
      const { company, template } = await checkOpen(tx, link);
      if (values.auditTemplateId !== template.id) throw invalidFields({ auditTemplateId: AUDIT_LINK_MESSAGES.linkTemplate });
      checkFormToken(ctx, link.uuid, values.formToken);
      const version = await answeredVersion(tx, link.companyId, values);
      const row = await recordResponse(
        tx,
        { id: link.companyId, timeZone: company.timeZone },
        version,
        { ...values, id: values.id ?? randomUUID(), submittedAt: tappedAt(values.at), place: { jobId: null, worksiteId: null } },
        { link: { id: link.id, folder: linkFolder(link), respondentName: values.respondentName, respondentEmail: values.respondentEmail || null } },
      );
      return { id: row.id, submittedOn: row.submittedAt.toISOString() };
    }),
  );
}

/** A photo, recording, signature or file for an audit, through an open web link (POST /api/v3/files with auditLinkId). */
export function auditLinkUpload(ctx: AppContext): LinkUpload {
  return {
    field: 'auditLinkId',
    fileTypes: ['audit_photo', 'audit_audio', 'audit_file', 'audit_signature_photo'],
    open: async (uuid, clientAddress) => {
      const link = await findLink(ctx, uuid, clientAddress).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null;
        throw error;
      });
      if (!link) throw unauthorized('Please sign in to continue.');
      await withTenant(ctx.db, link.companyId, (tx) =>
        checkOpen(tx, link).catch((error: unknown) => {
          // Without a token only an open link lets a file in: a closed one reads as "not signed in", with its reason.
          if (error instanceof AppError && error.status === 410) throw unauthorized(error.message);
          throw error;
        }),
      );
      return async (upload) => {
        const folder = dayFolder(link);
        const stored = await withTenant(ctx.db, link.companyId, (tx) => countFilesUnder(tx, link.companyId, `${link.companyId}/${folder}/`));
        if (stored >= AUDIT_LINK_FILES_PER_DAY) throw new AppError('TOO_MANY_REQUESTS', AUDIT_LINK_MESSAGES.tooManyFiles);
        return storeUpload(ctx, { companyId: link.companyId, uploadedBy: null, folder }, upload);
      };
    },
  };
}
