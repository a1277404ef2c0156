import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cursor } from './list-page.js';

/**
 * The order of a keyset list: a time column and the id that breaks ties, both NOT NULL, in the
 * direction of the kind's index, e.g. (company_id, last_activity_at desc, id desc). The order is
 * spelt as drizzle-kit spells that index ('desc nulls last'), so the planner walks the index
 * instead of sorting the company's rows.
 */
export type KeysetOrder = { at: AnyPgColumn; id: AnyPgColumn; direction: 'asc' | 'desc' };

/** Select this as `cursorAt`: the time to the microsecond, for the next page's cursor. */
export function cursorAtOf(order: KeysetOrder): SQL<string> {
  return sql<string>`${order.at}::text`;
}

export function keysetOrderBy(order: KeysetOrder): SQL[] {
  return order.direction === 'desc' ? [sql`${order.at} desc nulls last`, sql`${order.id} desc nulls last`] : [sql`${order.at} asc`, sql`${order.id} asc`];
}

/** Rows after the cursor in that order: one row comparison, which an index range scan answers. */
export function keysetAfter(order: KeysetOrder, cursor: Cursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const key = sql`(${order.at}, ${order.id})`;
  const after = sql`(${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  return order.direction === 'desc' ? sql`${key} < ${after}` : sql`${key} > ${after}`;
}
