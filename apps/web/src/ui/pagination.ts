import { TABLE_DEFAULT_PAGE_SIZE, TABLE_FIXED_PAGE_SIZE, TABLE_PAGE_SIZES } from '@hivis/contracts';
import type { TPage } from '@hivis/contracts';

/* Pure helpers behind PaginatedTable (spec 2.5, 9), kept apart so they can be unit tested. */

export const PAGE_SIZES: readonly number[] = TABLE_PAGE_SIZES;
export { TABLE_DEFAULT_PAGE_SIZE, TABLE_FIXED_PAGE_SIZE };

export type TPageInfo = Pick<TPage<unknown>, 'total' | 'page' | 'take'> & { shown: number };

export function pageCount(total: number, take: number): number {
  if (take <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / take));
}

export function pageSizeLabel(size: number): string {
  return `Show ${size}`;
}

/**
 * A list with nothing in it at all (not a page past the end of a shrunk list): it shows its empty
 * state instead of 'Showing 0 of ~0 results' and paging that leads nowhere.
 */
export function isEmptyList(data: Pick<TPage<unknown>, 'total' | 'items'> | undefined): boolean {
  return data !== undefined && data.total === 0 && data.items.length === 0;
}

/** 'Showing X of ~N results': X rows on this page; the total is approximate while rows change. */
export function showingLabel(info: TPageInfo): string {
  return `Showing ${info.shown} of ~${info.total} results`;
}

export function pageLabel(info: Pick<TPageInfo, 'total' | 'page' | 'take'>): string {
  const pages = pageCount(info.total, info.take);
  return `Page ${Math.min(Math.max(1, info.page), pages)} of ${pages}`;
}

export function hasPreviousPage(info: Pick<TPageInfo, 'page'>): boolean {
  return info.page > 1;
}

export function hasNextPage(info: Pick<TPageInfo, 'total' | 'page' | 'take'>): boolean {
  return info.page < pageCount(info.total, info.take);
}

/** A page size the server accepts: one of the offered sizes, else the default. */
export function normalisePageSize(size: number, fixed = false): number {
  if (fixed) return TABLE_FIXED_PAGE_SIZE;
  return PAGE_SIZES.includes(size) ? size : TABLE_DEFAULT_PAGE_SIZE;
}
