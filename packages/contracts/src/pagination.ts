import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_DEFAULT_PAGE_SIZE } from './constants.js';

/** Query of every paged list: page is 1-based, take is the page size. */
export const ZPageQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page starts at 1.').default(1),
  take: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(MAX_PAGE_SIZE, `Page size can be at most ${MAX_PAGE_SIZE}.`)
    .default(TABLE_DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
  });
}

export type TPage<T> = { items: T[]; total: number; page: number; take: number };
