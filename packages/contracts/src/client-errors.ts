import { z } from 'zod';
import { CLIENT_ERROR_LIMITS } from './constants.js';

/*
 * POST /api/v3/client-errors: what a browser tells the people who run HiVis when a page fails
 * (apps/web/src/ui/report-error.ts). Small on purpose: no form contents, no tokens, no headers.
 * The page is its path only; the browser leaves out the query and the server masks long
 * segments, since a signing link's path is its credential.
 */

export const ZClientErrorReportSchema = z.strictObject({
  event: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Event must be a short name of lowercase letters, digits and hyphens.'),
  level: z.enum(['error', 'warning'], 'Level must be error or warning.'),
  page: z.string().max(CLIENT_ERROR_LIMITS.page, `Page can be at most ${CLIENT_ERROR_LIMITS.page} characters.`).regex(/^\//, 'Page must be a path.'),
  message: z.string().max(CLIENT_ERROR_LIMITS.message, `Message can be at most ${CLIENT_ERROR_LIMITS.message} characters.`).optional(),
  stack: z.string().max(CLIENT_ERROR_LIMITS.stack, `Stack can be at most ${CLIENT_ERROR_LIMITS.stack} characters.`).optional(),
  release: z.string().max(60, 'Release can be at most 60 characters.').optional(),
  /** The X-Request-Id of the last API answer that failed, to find the server's side in the log. */
  requestId: z.uuid('Request id must be a UUID.').optional(),
});
export type TClientErrorReport = z.infer<typeof ZClientErrorReportSchema>;

/**
 * GET /api/v3/client-errors/service: the error-reporting service this installation also sends a
 * browser's reports to (Sentry, when SENTRY_DSN is set; apps/web/src/ui/error-service.ts), or null.
 * The DSN is Sentry's public key for the project, made to be given to browsers.
 */
export const ZErrorServiceSchema = z.object({
  sentry: z.object({ dsn: z.string(), environment: z.string() }).nullable(),
});
export type TErrorService = z.infer<typeof ZErrorServiceSchema>;
