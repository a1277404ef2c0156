import type { FastifyInstance } from 'fastify';

/** A high surrogate without its low half, or a low one without its high half (UTF-16 code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Deep enough for any form; a deeper body is not walked further (the schema refuses it anyway). */
const MAX_DEPTH = 32;

export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Rewrites, in place, every string of a parsed JSON body that holds a lone surrogate. */
function repairStrings(container: Record<string, unknown> | unknown[], depth: number): void {
  for (const [key, value] of Object.entries(container)) {
    if (typeof value === 'string') {
      const repaired = wellFormedText(value);
      if (repaired !== value) (container as Record<string, unknown>)[key] = repaired;
    } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH && !Buffer.isBuffer(value)) {
      repairStrings(value as Record<string, unknown>, depth + 1);
    }
  }
}

/**
 * JSON may carry half of a UTF-16 surrogate pair ("\udfff"), which is not text: a client that
 * cuts a string in the middle of an emoji sends one. It cannot be stored as UTF-8, and the
 * embedded database even fails on some of them (a 500). Each becomes U+FFFD, the replacement
 * character, before validation, as a browser's own encoder would do; the rest of the text is
 * kept. Only JSON escapes can make one: bytes decoded as UTF-8 (multipart fields, query strings,
 * paths) never hold a lone surrogate.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body: unknown = request.body;
    if (typeof body === 'string') request.body = wellFormedText(body);
    else if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)) repairStrings(body as Record<string, unknown>, 0);
  });
}
