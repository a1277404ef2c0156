import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { ZErrorBodySchema } from '@hivis/contracts';
import type { TErrorBody } from '@hivis/contracts';

/** The response is an API error with this status; returns the parsed body, checked against the contract. */
export function expectError(response: LightMyRequestResponse, status: number): TErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const parsed = ZErrorBodySchema.safeParse(response.json());
  expect(parsed.success, response.body).toBe(true);
  const body = parsed.data as TErrorBody;
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/**
 * 400 with per-field messages. Each expected field maps to its exact message, a pattern, or
 * true for "has some message".
 */
export function expectFieldErrors(response: LightMyRequestResponse, fields: Record<string, string | RegExp | true>): TErrorBody {
  const body = expectError(response, 400);
  expect(body.errors, response.body).toBeDefined();
  for (const [field, expected] of Object.entries(fields)) {
    const actual = body.errors?.[field];
    expect(actual, `errors.${field} in ${response.body}`).toBeTypeOf('string');
    if (typeof expected === 'string') expect(actual).toBe(expected);
    else if (expected instanceof RegExp) expect(actual).toMatch(expected);
  }
  return body;
}
