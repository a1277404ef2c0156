import type { FastifyInstance } from 'fastify';
import type { FieldErrors } from '../errors.js';
import { invalidFields } from '../errors.js';

export const NUL_MESSAGE = 'Text must not contain the NUL character.';

/** Deep enough for any form; a deeper body is not walked further (the schema refuses it anyway). */
const MAX_DEPTH = 32;

function collectNul(value: unknown, path: string, errors: FieldErrors, depth: number): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors[path || '_'] ??= NUL_MESSAGE;
    return;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return;
  for (const [key, child] of Object.entries(value)) collectNul(child, path ? `${path}.${key}` : key, errors, depth + 1);
}

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail inside the database as
 * a 500. Every request's body, query and path parameters are checked before validation instead,
 * and such text is refused as a 400 on the field that holds it.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {};
    collectNul(request.params, '', errors, 0);
    collectNul(request.query, '', errors, 0);
    collectNul(request.body, '', errors, 0);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  });
}
