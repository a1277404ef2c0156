import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** Ids (UUIDs) and hex proofs: nothing in them can end a quoted literal. */
const TOKEN = /^[0-9A-Za-z_-]{1,200}$/;

/**
 * An id or a proof written into the statement's text instead of sent as a parameter, for the
 * statements that open every tenant transaction: a statement without parameters travels in one
 * message with the BEGIN before it (db/deferred-begin.ts). Anything but letters, digits, '-' and
 * '_' is refused, so a value can never become SQL.
 */
export function inlineToken(value: string): SQL {
  if (!TOKEN.test(value)) throw new Error('Only an id or a proof can be written into a statement.');
  return sql.raw(`'${value}'`);
}
