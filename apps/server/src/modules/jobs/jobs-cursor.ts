import { z } from 'zod';
import { invalidFields } from '../../platform/errors.js';

/** Where a page of the jobs list ended: the last job's exact created_at (as PostgreSQL wrote it) and id. */
export type TJobCursor = { at: string; id: string };

const INVALID_CURSOR = 'This page link is not valid. Please go back to the first page.';
/** PostgreSQL's text for a timestamptz in ISO style, e.g. 2026-11-02 08:00:00.123456+00. */
const PG_TIMESTAMPTZ = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const ZDecodedSchema = z.object({ at: z.string().regex(PG_TIMESTAMPTZ), id: z.uuid() });

/*
 * The cursor keeps created_at as PostgreSQL's own text, not a JavaScript Date: timestamps have
 * microseconds and a Date only milliseconds, and a rounded cursor would skip or repeat jobs
 * created within the same millisecond.
 */
export function encodeJobCursor(cursor: TJobCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back, checked; anything else is a 400 on `after`. */
export function decodeJobCursor(text: string): TJobCursor {
  const [at, id, ...rest] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const parsed = ZDecodedSchema.safeParse({ at, id });
  if (rest.length > 0 || !parsed.success) {
    throw invalidFields({ after: INVALID_CURSOR });
  }
  return parsed.data;
}
