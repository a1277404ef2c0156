import { z } from 'zod';
import { MAX_PAGE_SIZE, TABLE_DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZES } from './constants.js';

/** Query of every paged list: page is 1-based, take is the page size. */
export const ZPageQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number.').min(1, 'Page starts at 1.').default(1),
  take: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(MAX_PAGE_SIZE, `Page size can be at most ${MAX_PAGE_SIZE}.`)
    .default(TABLE_DEFAULT_PAGE_SIZE),
});
export type TPageQuery = z.infer<typeof ZPageQuerySchema>;

/**
 * The query of a searchable table on a screen: a page, one of the table page sizes of spec 9
 * (5 by default), and a name search.
 */
export const ZTablePageQuerySchema = ZPageQuerySchema.extend({
  take: z.coerce
    .number()
    .int('Page size must be a whole number.')
    .refine((value) => (TABLE_PAGE_SIZES as readonly number[]).includes(value), {
      message: `Page size must be one of ${TABLE_PAGE_SIZES.join(', ')}.`,
    })
    .default(TABLE_PAGE_SIZES[0])
    // A refinement does not reach the API document; the sizes it allows are named there as well.
    .meta({ enum: [...TABLE_PAGE_SIZES] }),
  search: z.string().trim().max(100, 'Search can be at most 100 characters.').optional(),
});

/** Query strings carry text: only 'true' lists the archived records; the default is the current ones. */
export const ZArchivedFilterSchema = z
  .enum(['true', 'false'], { error: 'Archived must be true or false.' })
  .default('false')
  .transform((value) => value === 'true');

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    take: z.number().int(),
  });
}

export type TPage<T> = { items: T[]; total: number; page: number; take: number };
