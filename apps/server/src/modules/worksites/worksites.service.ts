import type { TAddWorksitePhoto, TNewWorksiteValues, TWorksite, TWorksiteEditValues, TWorksiteValues, TWorksitesPage, TWorksitesQuery } from '@hivis/contracts';
import { WORKSITE_MESSAGES } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { WorksiteRow, worksites } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { applyOnce, createOnce } from '../../platform/commands/index.js';
import { checkEditBase } from '../../platform/edits/edit-base.js';
import { findCompanyFile } from '../files/index.js';
import { presentWorksite, presentWorksiteListItem } from './worksites.presenter.js';
import {
  deleteWorksitePhoto,
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
  const { rows, total } = await withAccess(ctx, auth, 'worksites.read', ({ tx, auth: reader }) => listCompanyWorksites(tx, reader.companyId, query));
  return { items: rows.map(presentWorksiteListItem), total, page: query.page, take: query.take };
}

/** GET /api/v3/worksite/{id}: any person of the company may read a site (staff go there). */
export async function getWorksite(ctx: AppContext, auth: AuthContext, worksiteId: string): Promise<TWorksite> {
  const { row, photos } = await withAccess(ctx, auth, 'worksites.read', async ({ tx, auth: reader }) => {
    const site = found(await findCompanyWorksite(tx, reader.companyId, worksiteId), 'Worksite');
    return { row: site, photos: await listWorksitePhotos(tx, reader.companyId, site.id) };
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

/** The site to change, locked; another company's id answers 404 like a missing one. */
async function lockedSite({ tx, auth }: AccessScope, worksiteId: string, options: { allowArchived: boolean }): Promise<WorksiteRow> {
  const row = found(await lockCompanyWorksite(tx, auth.companyId, worksiteId), 'Worksite');
  if (row.archivedAt && !options.allowArchived) throw new AppError('CONFLICT', ARCHIVED_READ_ONLY);
  return row;
}

async function answer(ctx: AppContext, tx: Tx, auth: CompanyAuth, row: WorksiteRow): Promise<TWorksite> {
  return presentWorksite(ctx, row, await listWorksitePhotos(tx, auth.companyId, row.id));
}

/** POST /api/v3/worksite */
export async function createWorksite(ctx: AppContext, auth: AuthContext, input: TNewWorksiteValues): Promise<TWorksite> {
  const created = await withAccess(ctx, auth, 'worksites.manage', (scope) =>
    createOnce(scope, 'worksites.create', input.id, async () => {
      const { tx, auth: holder } = scope;
      const row = await insertWorksite(tx, { ...(input.id ? { id: input.id } : {}), companyId: holder.companyId, ...columnsOf(input), name: input.name });
      return answer(ctx, tx, holder, row);
    }),
  );
  ctx.log.info({ worksite: created.id }, 'worksite created');
  return created;
}

/** PUT /api/v3/worksite/{id}: the whole site's details (photos have their own calls). */
export async function saveWorksite(ctx: AppContext, auth: AuthContext, worksiteId: string, input: TWorksiteEditValues): Promise<TWorksite> {
  return withAccess(ctx, auth, 'worksites.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const site = await lockedSite(scope, worksiteId, { allowArchived: false });
    await checkEditBase(site.updatedAt, input.basedOn, () => answer(ctx, tx, holder, site));
    return answer(ctx, tx, holder, await updateWorksite(tx, holder.companyId, site.id, columnsOf(input)));
  });
}

/**
 * PUT /api/v3/worksite/{id}/archive and /restore. Archived, never deleted: projects, jobs and
 * their safety paperwork keep pointing at the site. Both are idempotent (a retry on weak data).
 */
export async function setWorksiteArchived(ctx: AppContext, auth: AuthContext, worksiteId: string, archived: boolean): Promise<TWorksite> {
  return withAccess(ctx, auth, 'worksites.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const site = await lockedSite(scope, worksiteId, { allowArchived: true });
    if (Boolean(site.archivedAt) === archived) return answer(ctx, tx, holder, site);
    return answer(ctx, tx, holder, await updateWorksite(tx, holder.companyId, site.id, { archivedAt: archived ? new Date() : null }));
  });
}

/** POST /api/v3/worksite/{id}/photos: attaches an uploaded worksite_photo file of the same company. */
export async function addWorksitePhoto(ctx: AppContext, auth: AuthContext, worksiteId: string, input: TAddWorksitePhoto): Promise<TWorksite> {
  // A photo taken with no signal comes from the outbox, maybe twice: it is added once.
  return withAccess(ctx, auth, 'worksites.manage', (scope) =>
    applyOnce(scope, `worksites.add-photo:${worksiteId}`, input, async () => {
      const { tx, auth: holder } = scope;
      const site = await lockedSite(scope, worksiteId, { allowArchived: false });
      const file = await findCompanyFile(tx, holder.companyId, input.fileId);
      // Another company's file is reported like a missing one: the caller cannot see it.
      if (!file || file.fileType !== 'worksite_photo') throw invalidFields({ fileId: WORKSITE_MESSAGES.photoFile });
      await insertWorksitePhoto(tx, { companyId: holder.companyId, worksiteId: site.id, fileId: file.id, caption: input.caption || null });
      return answer(ctx, tx, holder, site);
    }),
  );
}

/** DELETE /api/v3/worksite/{id}/photos/{photoId} */
export async function removeWorksitePhoto(ctx: AppContext, auth: AuthContext, worksiteId: string, photoId: string): Promise<TWorksite> {
  return withAccess(ctx, auth, 'worksites.manage', async (scope) => {
    const { tx, auth: holder } = scope;
    const site = await lockedSite(scope, worksiteId, { allowArchived: false });
    if (!(await deleteWorksitePhoto(tx, holder.companyId, site.id, photoId))) throw notFound('Photo');
    return answer(ctx, tx, holder, site);
  });
}
