import { randomUUID } from 'node:crypto';
import { AUDIT_LINK_MESSAGES, auditLinkPagePath } from '@hivis/contracts';
import type {
  TAuditLink,
  TAuditLinkCapacity,
  TAuditLinkEditValues,
  TAuditLinkKind,
  TAuditLinkList,
  TAuditLinkState,
  TAuditLinksQuery,
  TNewAuditLinkValues,
} from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AuditLinkRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { countLinksOn, findLink, holdLinkCapacity, insertLink, linkAllowance, listLinks, lockLink, updateLink } from './audit-links.queries.js';
import type { AuditLinkWithCounts } from './audit-links.queries.js';
import { findTemplate } from './audit-templates.queries.js';

/*
 * The company's side of audit web links (spec 7 /audit/link): making them, switching them on
 * and off, and the plan's capacity. A link counts against the plan while it is on: switched on
 * and not past its expiry. Switching one off frees its place at once.
 */

export function linkState(link: Pick<AuditLinkRow, 'enabled' | 'expiresAt'>, now = new Date()): TAuditLinkState {
  if (!link.enabled) return 'off';
  if (link.expiresAt && link.expiresAt <= now) return 'expired';
  return 'on';
}

function presentLink(ctx: AppContext, link: AuditLinkWithCounts): TAuditLink {
  return {
    id: link.id,
    uuid: link.uuid,
    auditTemplateId: link.templateId,
    templateName: link.templateName,
    name: link.name,
    kind: link.kind,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    enabled: link.enabled,
    state: linkState(link),
    brandingVisible: link.brandingVisible,
    url: `${ctx.config.publicUrl}${auditLinkPagePath(link.uuid)}`,
    responses: link.responses,
    createdOn: link.createdAt.toISOString(),
  };
}

async function capacityOf(tx: Tx, companyId: string, except: string | null): Promise<TAuditLinkCapacity> {
  const [limit, used] = await Promise.all([linkAllowance(tx, companyId), countLinksOn(tx, companyId, new Date(), except)]);
  return { permanent: { used: used.permanent, limit: limit.permanent }, temporary: { used: used.temporary, limit: limit.temporary } };
}

/** A link about to be on takes a place of its kind: refused (403) when the plan's are all taken. */
async function takePlace(tx: Tx, companyId: string, kind: TAuditLinkKind, except: string | null): Promise<void> {
  await holdLinkCapacity(tx, companyId);
  const capacity = await capacityOf(tx, companyId, except);
  if (capacity[kind].used >= capacity[kind].limit)
    throw new AppError('FORBIDDEN', kind === 'permanent' ? AUDIT_LINK_MESSAGES.capacityPermanent : AUDIT_LINK_MESSAGES.capacityTemporary);
}

/** GET /api/v3/audit/link */
export function getAuditLinks(ctx: AppContext, auth: AuthContext, query: TAuditLinksQuery): Promise<TAuditLinkList> {
  return withAccess(ctx, auth, 'audits.sharing.read', async ({ tx, auth: { companyId } }) => ({
    items: (await listLinks(tx, companyId, query.auditTemplateId)).map((link) => presentLink(ctx, link)),
  }));
}

/** GET /api/v3/audit/link/{id} */
export function getAuditLink(ctx: AppContext, auth: AuthContext, linkId: string): Promise<TAuditLink> {
  return withAccess(ctx, auth, 'audits.sharing.read', async ({ tx, auth: { companyId } }) =>
    presentLink(ctx, found(await findLink(tx, companyId, linkId), 'Audit link')),
  );
}

/** GET /api/v3/audit/link/capacity */
export function getAuditLinkCapacity(ctx: AppContext, auth: AuthContext): Promise<TAuditLinkCapacity> {
  return withAccess(ctx, auth, 'audits.sharing.read', ({ tx, auth: { companyId } }) => capacityOf(tx, companyId, null));
}

/** POST /api/v3/audit/link: a new link, on, to one of the company's own templates in use. */
export function createAuditLink(ctx: AppContext, auth: AuthContext, values: TNewAuditLinkValues): Promise<TAuditLink> {
  return withAccess(ctx, auth, 'audits.sharing', async ({ tx, auth: { companyId, userId } }) => {
    const template = await findTemplate(tx, companyId, values.auditTemplateId);
    if (!template) throw invalidFields({ auditTemplateId: AUDIT_LINK_MESSAGES.templateUnknown });
    if (template.companyId === null || template.archivedAt) throw invalidFields({ auditTemplateId: AUDIT_LINK_MESSAGES.templateNotUsable });
    await takePlace(tx, companyId, values.kind, null);
    const id = randomUUID();
    await insertLink(tx, {
      id,
      companyId,
      // The link's secret: random, apart from the id (which the company's own addresses show).
      uuid: randomUUID(),
      templateId: template.id,
      name: values.name,
      kind: values.kind,
      expiresAt: values.expiresAt ? new Date(values.expiresAt) : null,
      enabled: true,
      brandingVisible: values.brandingVisible,
      createdBy: userId,
    });
    return presentLink(ctx, found(await findLink(tx, companyId, id), 'Audit link'));
  });
}

/** PUT /api/v3/audit/link: a link's settings, and on or off. Turning one on (or changing its kind while on) takes a place. */
export function saveAuditLink(ctx: AppContext, auth: AuthContext, values: TAuditLinkEditValues): Promise<TAuditLink> {
  return withAccess(ctx, auth, 'audits.sharing', async ({ tx, auth: { companyId } }) => {
    const before = found(await lockLink(tx, companyId, values.id), 'Audit link');
    const expiresAt = values.kind === 'temporary' && values.expiresAt ? new Date(values.expiresAt) : null;
    const wasOn = linkState(before) === 'on';
    const takesPlace = values.enabled && (!wasOn || before.kind !== values.kind);
    if (takesPlace) await takePlace(tx, companyId, values.kind, before.id);
    await updateLink(tx, before.id, { name: values.name, kind: values.kind, expiresAt, enabled: values.enabled, brandingVisible: values.brandingVisible });
    return presentLink(ctx, found(await findLink(tx, companyId, before.id), 'Audit link'));
  });
}
