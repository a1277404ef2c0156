import { formatAddress } from '@hivis/contracts';
import type { TWorksite, TWorksiteListItem, TWorksitePhoto } from '@hivis/contracts';
import type { WorksiteRow } from '../../db/schema/index.js';
import type { WorksitePhotoWithTime } from './worksites.queries.js';
import type { AppContext } from '../../platform/context.js';

/** The point comes from the columns (what distance queries use), not from the stored address. */
function geoOf(row: WorksiteRow): { lat: number; long: number } | null {
  return row.latitude !== null && row.longitude !== null ? { lat: row.latitude, long: row.longitude } : null;
}

const addressLineOf = (row: WorksiteRow) => (row.address ? formatAddress(row.address) : '');

export function presentWorksitePhoto(ctx: AppContext, photo: WorksitePhotoWithTime): TWorksitePhoto {
  return {
    id: photo.id,
    fileId: photo.fileId,
    caption: photo.caption,
    inlineUrl: ctx.signedLinks.link(photo.fileId, 'inline'),
    createdOn: photo.createdAt.toISOString(),
    takenAt: photo.takenAt?.toISOString() ?? null,
  };
}

export function presentWorksite(ctx: AppContext, row: WorksiteRow, photos: WorksitePhotoWithTime[]): TWorksite {
  return {
    id: row.id,
    name: row.name,
    address: row.address ?? null,
    addressLine: addressLineOf(row),
    geo: geoOf(row),
    siteContacts: row.siteContacts,
    notes: row.notes,
    photos: photos.map((photo) => presentWorksitePhoto(ctx, photo)),
    archivedOn: row.archivedAt?.toISOString() ?? null,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
  };
}

export function presentWorksiteListItem(row: WorksiteRow): TWorksiteListItem {
  return {
    id: row.id,
    name: row.name,
    addressLine: addressLineOf(row),
    suburb: row.address?.suburb ?? null,
    geo: geoOf(row),
    siteContactCount: row.siteContacts.length,
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}
