import type { RouteOptions } from 'fastify';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { TRouteAccess } from '@hivis/contracts';
import { ROUTE_ACCESS, ZErrorBodySchema } from '@hivis/contracts';
import type { ZodType } from 'zod';

/*
 * The API document (/api/docs, committed as docs/api/openapi.json) names every answer a route
 * gives, its errors included, all with the one error body: { code, message, errors?, current? }.
 * The statuses follow from what the route is (its access, its input); a route adds those only its
 * service knows of (a conflict, a rate limit, a service that is off) in its config: { answers }.
 */

const WHY: Record<number, string> = {
  400: 'Bad input: the message, and a message per field in errors. Nothing was changed.',
  401: 'Not signed in, or the access token has expired (the message says tokenExpired: refresh and repeat).',
  403: 'Signed in, but this account, its role or its company may not do this.',
  404: 'No such record, or one of another company: the two read the same.',
  409: 'The record changed meanwhile or the request clashes with it; for an edit, current holds the record as saved.',
  413: 'The request or its file is too large.',
  415: 'The request body is not of a content type this route takes.',
  429: 'Too many requests: wait for the time in Retry-After.',
  500: 'Something went wrong on our side.',
  503: 'The service behind this route is not available now.',
};

/** What a route may declare in its config: the error answers only its service knows of. */
export type TRouteAnswers = { answers?: readonly (409 | 429 | 503)[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    answers?: TRouteAnswers['answers'];
  }
}

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

const accessOf = (route: DocumentedRoute): TRouteAccess | undefined => {
  const method = [route.method].flat()[0] === 'HEAD' ? 'GET' : [route.method].flat()[0];
  return (ROUTE_ACCESS as Record<string, TRouteAccess>)[`${method} ${route.url}`];
};

const hasBody = (route: DocumentedRoute) => [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH'].includes(method));

/** The error statuses a route answers with, besides its own 2xx. */
export function errorAnswersOf(route: DocumentedRoute): number[] {
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const access = accessOf(route);
  const statuses = new Set<number>([500]);
  if (schema.body || schema.querystring || schema.params || hasBody(route)) statuses.add(400);
  if (access && access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params || (access && !['public', 'signed-in', 'admin'].includes(access))) statuses.add(404);
  // An edit that sends basedOn meets someone else's save with 409 EDIT_CONFLICT.
  if ((schema.body as { shape?: Record<string, unknown> } | undefined)?.shape?.basedOn) statuses.add(409);
  if (hasBody(route)) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of (route.config as TRouteAnswers | undefined)?.answers ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** fastify-swagger's transform: the zod schemas made JSON Schema, with every error answer added. */
export const apiDocumentTransform: SwaggerTransform = (document) => {
  // A route without a schema (the web app's files) is not in the document at all.
  if (!document.schema || (document.schema as { hide?: boolean }).hide) return jsonSchemaTransform(document as Parameters<typeof jsonSchemaTransform>[0]);
  const response = { ...((document.schema.response ?? {}) as Record<number, ZodType>) };
  for (const status of errorAnswersOf(document.route)) response[status] ??= ZErrorBodySchema.describe(WHY[status] ?? 'An error.');
  return jsonSchemaTransform({ ...document, schema: { ...document.schema, response } } as Parameters<typeof jsonSchemaTransform>[0]);
};

type Responses = Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
type OpenApiObject = { paths?: Record<string, Record<string, { responses?: Responses }>>; components?: { schemas?: Record<string, unknown> } };

/**
 * fastify-swagger's last step: a 204 has no content (zod's null would read as a JSON body), and
 * the error body is one shared component, not a copy in each of a thousand answers.
 */
export const apiDocumentTransformObject: SwaggerTransformObject = (documentObject) => {
  const document = (documentObject as { openapiObject: OpenApiObject }).openapiObject;
  let errorBody: unknown;
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const responses = operation.responses ?? {};
      for (const [status, answer] of Object.entries(responses)) {
        if (status === '204') {
          responses[status] = { description: 'Done; no content.' };
          continue;
        }
        if (!(Number(status) >= 400)) continue;
        const schema = answer.content?.['application/json']?.schema as { description?: string } | undefined;
        if (!schema) continue;
        const { description, ...shape } = schema;
        errorBody ??= shape;
        answer.description = description ?? answer.description;
        answer.content = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };
      }
    }
  }
  return { ...document, components: { ...document.components, schemas: { ...document.components?.schemas, ...(errorBody ? { ErrorBody: errorBody } : {}) } } };
};

/** The document as committed: the production server's, two-space JSON with a final newline. */
export const API_DOCUMENT_FILE = 'docs/api/openapi.json';

export function apiDocumentText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
