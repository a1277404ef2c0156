import type { FastifyInstance, RouteOptions } from 'fastify';
import { ZErrorBodySchema } from '@hivis/contracts';
import type { ZodType } from 'zod';

/*
 * Every answer an API test sees is checked against the API document the app publishes: its status
 * must be one the document names for that operation, and a JSON body must fit the schema that
 * status is documented with (the error body for every 4xx and 5xx). createTestApp records the
 * answers of its apps and checks them at close(), so a test file fails when the document and the
 * routes part ways (docs/operations.md, "API documentation").
 */

export type SeenAnswer = { method: string; url: string; status: number; body: string | null; contentType: string };

type RouteSchema = { hide?: boolean; response?: Record<number, ZodType> };
type Document = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** The schemas each documented route answers with, by "METHOD url". */
export type RouteAnswers = Map<string, Record<number, ZodType>>;

/** Adds the recorder to a route as it is registered; routes left out of the document are skipped. */
export function recordAnswersOf(route: RouteOptions, seen: SeenAnswer[], schemas: RouteAnswers): void {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return;
  for (const method of [route.method].flat()) schemas.set(`${method} ${route.url}`, schema.response ?? {});
  const recorder = async (
    request: { method: string; routeOptions: { url?: string } },
    reply: { statusCode: number; getHeader: (name: string) => unknown },
    payload: unknown,
  ) => {
    seen.push({
      method: request.method,
      url: request.routeOptions.url ?? '',
      status: reply.statusCode,
      body: typeof payload === 'string' ? payload : null,
      contentType: String(reply.getHeader('content-type') ?? ''),
    });
    return payload;
  };
  route.onSend = [...[route.onSend ?? []].flat(), recorder as never];
}

/** What the document does not say of the answers seen: one line per answer, empty when all fit. */
export function undocumentedAnswers(app: FastifyInstance, seen: readonly SeenAnswer[], schemas: RouteAnswers): string[] {
  const document = app.swagger() as unknown as Document;
  const problems = new Set<string>();
  for (const answer of seen) {
    if (answer.method === 'HEAD') continue;
    const path = answer.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operation = document.paths[path]?.[answer.method.toLowerCase()];
    if (!operation) continue;
    const where = `${answer.method} ${answer.url} answered ${answer.status}`;
    if (!(String(answer.status) in operation.responses)) {
      problems.add(`${where}, which the API document does not name`);
      continue;
    }
    if (answer.body === null || !answer.contentType.includes('json') || answer.status === 204) continue;
    const own = schemas.get(`${answer.method} ${answer.url}`)?.[answer.status];
    const schema = own ?? (answer.status >= 400 ? ZErrorBodySchema.strict() : undefined);
    if (!schema) continue;
    let body: unknown;
    try {
      body = JSON.parse(answer.body);
    } catch {
      problems.add(`${where} with a body that is not JSON`);
      continue;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      problems.add(
        `${where} with a body the document does not describe: ${parsed.error.issues[0]?.message ?? ''} at ${parsed.error.issues[0]?.path.join('.') ?? ''}`,
      );
  }
  return [...problems];
}
