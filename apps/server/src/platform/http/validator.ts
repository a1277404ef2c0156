import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The zod validator, with a query string held to the parameters its schema names. The API
 * document lists a route's query parameters; one it does not list is refused with 400 rather than
 * ignored, so a misspelt filter is not mistaken for no filter, and the document tells the truth
 * about what the route takes. Bodies stay open (the document says so): unknown fields are dropped.
 */
export const validatorWithClosedQuery: FastifySchemaCompiler<z.ZodType> = (route) => {
  const schema = route.httpPart === 'querystring' && route.schema instanceof z.ZodObject ? route.schema.strict() : route.schema;
  return validatorCompiler({ ...route, schema });
};
