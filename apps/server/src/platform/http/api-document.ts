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
  302: 'Sends the browser on to the page the Location header names.',
  400: 'Bad input: the message, and a message per field in errors. Nothing was changed.',
  401: 'Not signed in, or the access token or link has expired (tokenExpired in the message: refresh and repeat).',
  403: 'Signed in, but this account, its role or its company may not do this.',
  404: 'No such record, or one of another company: the two read the same.',
  406: 'The file is not of a kind this route takes.',
  409: 'The record is not in a state that allows this, or changed meanwhile (for an edit, current holds it as saved).',
  410: 'The link was used up or withdrawn.',
  413: 'The request or its file is too large.',
  415: 'The request body is not of a content type this route takes.',
  429: 'Too many requests: wait for the time in Retry-After.',
  500: 'Something went wrong on our side.',
  503: 'The service behind this route is not available now.',
};

/** What a route may declare in its config: the answers only its service knows of. */
export type TRouteAnswers = { answers?: readonly (302 | 401 | 403 | 404 | 406 | 409 | 410 | 429 | 503)[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    answers?: TRouteAnswers['answers'];
  }
}

type DocumentedRoute = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

const methodsOf = (route: DocumentedRoute) => [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));

const accessOf = (route: DocumentedRoute): TRouteAccess | undefined =>
  (ROUTE_ACCESS as Record<string, TRouteAccess>)[`${methodsOf(route)[0] ?? 'GET'} ${route.url}`];

const hasBody = (route: DocumentedRoute) => methodsOf(route).some((method) => ['POST', 'PUT', 'PATCH'].includes(method));
const writes = (route: DocumentedRoute) => hasBody(route) || methodsOf(route).includes('DELETE');

/**
 * The statuses a route answers with besides the 2xx its schema names: 400 (every route reads some
 * input, a query string at least), 401/403 behind sign-in, 404 with a record id or a company
 * permission, 409 for a company's write (a record in the wrong state, a clash, an edit conflict),
 * 413/415 for a body, 500 always, and what the route declares in config.answers.
 */
export function errorAnswersOf(route: DocumentedRoute): number[] {
  const schema = (route.schema ?? {}) as { params?: unknown };
  const access = accessOf(route);
  const statuses = new Set<number>([400, 500]);
  const behindSignIn = access !== undefined && access !== 'public';
  if (behindSignIn) {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params || (behindSignIn && !['signed-in', 'admin'].includes(access))) statuses.add(404);
  if (behindSignIn && writes(route)) statuses.add(409);
  if (hasBody(route)) {
    statuses.add(413);
    statuses.add(415);
  }
  for (const status of route.config?.answers ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Marks on a response's JSON schema for the last step (apiDocumentTransformObject). */
const ERROR_BODY = 'x-hivis-error-body';
const ANY_CONTENT = 'x-hivis-any-content';

/** fastify-swagger's transform: the zod schemas made JSON Schema, with every error answer added. */
export const apiDocumentTransform: SwaggerTransform = (document) => {
  type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
  // A route without a schema (the web app's files) is not in the document at all.
  if (!document.schema || (document.schema as { hide?: boolean }).hide) return jsonSchemaTransform(document as TransformInput);
  const own = (document.schema.response ?? {}) as Record<number, ZodType>;
  const added = errorAnswersOf(document.route).filter((status) => !(status in own));
  // A route whose schema names no success answers with a file or a page (a PDF, a CSV export).
  const answersAFile = !Object.keys(own).some((status) => Number(status) < 300);
  const response: Record<number, ZodType> = { ...own };
  for (const status of added) response[status] = ZErrorBodySchema.describe(WHY[status] ?? 'An error.');
  const result = jsonSchemaTransform({ ...document, schema: { ...document.schema, response } } as TransformInput);
  const documented = (result.schema as { response?: Record<number, Record<string, unknown>> }).response ?? {};
  for (const status of added) {
    const answer = documented[status];
    if (answer) answer[ERROR_BODY] = true;
  }
  if (answersAFile) documented[200] = { description: 'The file or page, in the content type it names.', [ANY_CONTENT]: true };
  return result;
};

type Answer = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
type OpenApiObject = { paths?: Record<string, Record<string, { responses?: Record<string, Answer> }>>; components?: { schemas?: Record<string, unknown> } };

/**
 * fastify-swagger's last step: a 204 has no content (zod's null would read as a JSON body), a file
 * may come in any content type, and the error body added to each route is one shared component,
 * not a copy in each of a thousand answers.
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
        const schema = Object.values(answer.content ?? {})[0]?.schema;
        if (!schema) continue;
        if (schema[ANY_CONTENT]) {
          responses[status] = { description: answer.description, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
          continue;
        }
        if (!schema[ERROR_BODY]) continue;
        const { description, [ERROR_BODY]: _marked, ...shape } = schema;
        errorBody ??= shape;
        answer.description = typeof description === 'string' ? description : answer.description;
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
