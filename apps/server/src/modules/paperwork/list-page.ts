import { invalidFields } from '../../platform/errors.js';

/*
 * Keyset pages for any list of paperwork (a kind's documents, a version's sign-on register): the
 * next page starts after the last row's (time, id), so a page costs the same at row 10 and at row
 * 10 000, and rows added meanwhile neither repeat nor skip. The cursor is opaque to the client.
 */

export type Cursor = { at: string; id: string };
export type KeysetPage<T> = { items: T[]; nextCursor: string | null };

/** The time as the database printed it (timestamptz::text keeps the microseconds a JS Date would drop). */
const TIME_TEXT = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

/** The cursor a client sent back; anything else is a field error on `cursor`, never a 500. */
export function decodeCursor(text: string | null | undefined, field = 'cursor'): Cursor | null {
  if (text === null || text === undefined || text === '') return null;
  const refuse = () => invalidFields({ [field]: 'This list has changed. Please reload it.' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) throw refuse();
  const [at, id] = parsed as unknown[];
  if (typeof at !== 'string' || typeof id !== 'string' || !TIME_TEXT.test(at) || !UUID.test(id)) throw refuse();
  return { at, id };
}

/** Rows read with `limit take + 1`: the extra row only says there is a next page. */
export function keysetPage<T extends { cursorAt: string; id: string }>(rows: T[], take: number): KeysetPage<T> {
  const items = rows.slice(0, take);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > take && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null };
}
