import type { TAddWorksitePhoto, TWorksite, TWorksiteValues, TWorksitesPage, TWorksitesQuery } from '@hivis/contracts';
import { WORKSITE_MESSAGES } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { WorksiteRow, worksites } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import { requireAccountHolder, requireCompanyUser } from '../../platform/auth/policy.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { findCompanyFile } from '../files/files.queries.js';
import { presentWorksite, presentWorksiteListItem } from './worksites.presenter.js';
import {
  deleteWorksitePhoto,
  findCompanyStatus,
  findCompanyWorksite,
  insertWorksite,
  insertWorksitePhoto,
  listCompanyWorksites,
  listWorksitePhotos,
  lockCompanyWorksite,
  updateWorksite,
} from './worksites.queries.js';

const ARCHIVED_READ_ONLY = 'This worksite is archived. Restore it before changing it.';

/** GET /api/v3/worksite: one page of the company's current (or archived) sites. */
export async function listWorksites(ctx: AppContext, auth: AuthContext, query: TWorksitesQuery): Promise<TWorksitesPage> {
  requireCompanyUser(auth);
  const { rows, total } = await withTenant(ctx.db, auth.companyId, (tx) => listCompanyWorksites(tx, auth.companyId, query));
  return { items: rows.map(presentWorksiteListItem), total, page: query.page, take: query.take };
}

/** GET /api/v3/worksite/{id}: any person of the company may read a site (staff go there). */
export async function getWorksite(ctx: AppContext, auth: AuthContext, worksiteId: string): Promise<TWorksite> {
  requireCompanyUser(auth);
  const { row, photos } = await withTenant(ctx.db, auth.companyId, async (tx) => {
    const found = await findCompanyWorksite(tx, auth.companyId, worksiteId);
    if (!found) throw notFound('Worksite');
    return { row: found, photos: await listWorksitePhotos(tx, auth.companyId, found.id) };
  });
  return presentWorksite(ctx, row, photos);
}

/** Columns from the checked input; the point is kept in its own columns for distance queries. */
function columnsOf(input: TWorksiteValues): Partial<typeof worksites.$inferInsert> {
  return {
    name: input.name,
    address: input.address,
    latitude: input.address.geo?.lat ?? null,
    longitude: input.address.geo?.long ?? null,
    siteContacts: input.siteContacts,
    notes: input.notes,
  };
}

/**
 * Every write starts the same way, in one transaction: account holders only, and a suspended or
 * closed company can read its sites but not change them (spec 2.3).
 */
async function withWrite<T>(ctx: AppContext, auth: AuthContext, fn: (tx: Tx, auth: CompanyAuth) => Promise<T>): Promise<T> {
  requireAccountHolder(auth);
  return withTenant(ctx.db, auth.companyId, async (tx) => {
    const company = await findCompanyStatus(tx, auth.companyId);
    if (!company) throw notFound('Company');
    if (company.status === 'suspended' || company.status === 'inactive') {
      throw forbidden('This account is suspended or closed, so its worksites cannot be changed. Please contact support.');
    }
    return fn(tx, auth);
  });
}

/** The site to change, locked; another company's id answers 404 like a missing one. */
async function lockedSite(tx: Tx, auth: CompanyAuth, worksiteId: string, options: { allowArchived: boolean }): Promise<WorksiteRow> {
  const row = await lockCompanyWorksite(tx, auth.companyId, worksiteId);
  if (!row) throw notFound('Worksite');
  if (row.archivedAt && !options.allowArchived) throw new AppError('CONFLICT', ARCHIVED_READ_ONLY);
  return row;
}

async function answer(ctx: AppContext, tx: Tx, auth: CompanyAuth, row: WorksiteRow): Promise<TWorksite> {
  return presentWorksite(ctx, row, await listWorksitePhotos(tx, auth.companyId, row.id));
}

/** POST /api/v3/worksite */
export async function createWorksite(ctx: AppContext, auth: AuthContext, input: TWorksiteValues): Promise<TWorksite> {
  const created = await withWrite(ctx, auth, async (tx, holder) => {
    const row = await insertWorksite(tx, { companyId: holder.companyId, ...columnsOf(input), name: input.name });
    return answer(ctx, tx, holder, row);
  });
  ctx.log.info({ worksite: created.id }, 'worksite created');
  return created;
}

/** PUT /api/v3/worksite/{id}: the whole site's details (photos have their own calls). */
export async function saveWorksite(ctx: AppContext, auth: AuthContext, worksiteId: string, input: TWorksiteValues): Promise<TWorksite> {
  return withWrite(ctx, auth, async (tx, holder) => {
    const site = await lockedSite(tx, holder, worksiteId, { allowArchived: false });
    return answer(ctx, tx, holder, await updateWorksite(tx, holder.companyId, site.id, columnsOf(input)));
  });
}

/**
 * PUT /api/v3/worksite/{id}/archive and /restore. Archived, never deleted: projects, jobs and
 * their safety paperwork keep pointing at the site. Both are idempotent (a retry on weak data).
 */
export async function setWorksiteArchived(ctx: AppContext, auth: AuthContext, worksiteId: string, archived: boolean): Promise<TWorksite> {
  return withWrite(ctx, auth, async (tx, holder) => {
    const site = await lockedSite(tx, holder, worksiteId, { allowArchived: true });
    if (Boolean(site.archivedAt) === archived) return answer(ctx, tx, holder, site);
    return answer(ctx, tx, holder, await updateWorksite(tx, holder.companyId, site.id, { archivedAt: archived ? new Date() : null }));
  });
}

/** POST /api/v3/worksite/{id}/photos: attaches an uploaded worksite_photo file of the same company. */
export async function addWorksitePhoto(ctx: AppContext, auth: AuthContext, worksiteId: string, input: TAddWorksitePhoto): Promise<TWorksite> {
  return withWrite(ctx, auth, async (tx, holder) => {
    const site = await lockedSite(tx, holder, worksiteId, { allowArchived: false });
    const file = await findCompanyFile(tx, holder.companyId, input.fileId);
    // Another company's file is reported like a missing one: the caller cannot see it.
    if (!file || file.fileType !== 'worksite_photo') throw invalidFields({ fileId: WORKSITE_MESSAGES.photoFile });
    await insertWorksitePhoto(tx, { companyId: holder.companyId, worksiteId: site.id, fileId: file.id, caption: input.caption || null });
    return answer(ctx, tx, holder, site);
  });
}

/** DELETE /api/v3/worksite/{id}/photos/{photoId} */
export async function removeWorksitePhoto(ctx: AppContext, auth: AuthContext, worksiteId: string, photoId: string): Promise<TWorksite> {
  return withWrite(ctx, auth, async (tx, holder) => {
    const site = await lockedSite(tx, holder, worksiteId, { allowArchived: false });
    if (!(await deleteWorksitePhoto(tx, holder.companyId, site.id, photoId))) throw notFound('Photo');
    return answer(ctx, tx, holder, site);
  });
}
