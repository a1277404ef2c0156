import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { TErrorBody } from '@hivis/contracts';
import { AppError } from '../errors.js';

type ValidationIssue = { instancePath: string; message?: string; keyword?: string; params?: { keys?: unknown } };

/** A query parameter the route does not take (platform/http/validator.ts). */
const UNKNOWN_PARAMETER = 'This request takes no such parameter.';

/** Field → first message, from the request validator's issues. */
function fieldErrorsOf(issues: readonly ValidationIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys) errors[String(key)] ??= UNKNOWN_PARAMETER;
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    errors[field] ??= issue.message ?? 'Invalid value.';
  }
  return errors;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; it must be a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as multipart/form-data.',
};

/** Framework errors that are really a mistake in one form field: answered like any form error. */
const FRAMEWORK_FIELD_ERRORS: Record<string, { field: string; message: string }> = {
  // Uploads take one file (multipart limit files: 1); a second one is a form mistake, not a huge body.
  FST_FILES_LIMIT: { field: 'file', message: 'Send exactly one file, in the field named file.' },
};

/**
 * One place turns every failure into the API's error body. Expected failures keep their status
 * and message; anything unknown is logged and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: TErrorBody = { code: error.code, message: error.message };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.extra) Object.assign(body, error.extra);
      return reply
        .code(error.status)
        .headers(error.headers ?? {})
        .send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error.validation);
      const onlyBodyShape = Object.keys(errors).length === 1 && errors._ !== undefined;
      const message = onlyBodyShape ? 'The request body must be a JSON object.' : (Object.values(errors)[0] ?? 'Invalid request.');
      const body: TErrorBody = { code: 'VALIDATION', message };
      if (!onlyBodyShape) body.errors = errors;
      return reply.code(400).send(body);
    }
    const fieldError = FRAMEWORK_FIELD_ERRORS[error.code];
    if (fieldError) {
      const body: TErrorBody = { code: 'VALIDATION', message: fieldError.message, errors: { [fieldError.field]: fieldError.message } };
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? error.message;
      return reply.code(status).send({ code: error.code ?? 'BAD_REQUEST', message } satisfies TErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } satisfies TErrorBody);
  });
}
