/** Codes of expected failures, each with the HTTP status it answers. */
const STATUS_BY_CODE = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An edit based on a version of the record someone else has saved over since (contracts edits.ts). */
  EDIT_CONFLICT: 409,
  /** The thing existed but can no longer be used, e.g. an expired or replaced signing link. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  UNAVAILABLE: 503,
  // Email activation (spec 4, "Activation error codes"): the code itself tells the client which page to show.
  EMPTY: 400,
  INVALID: 400,
  ALREADY_ACTIVE: 409,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;
export type FieldErrors = Record<string, string>;

/** The one error type services throw. The error handler turns it into `{ code, message, errors? }`. */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body, beside code and message (an edit conflict's current record). */
    readonly extra?: { current?: unknown },
  ) {
    super(message);
    this.name = 'AppError';
    this.status = STATUS_BY_CODE[code];
  }
}

/** The answer to an address that serves nothing (or nothing to this caller). */
export const NOTHING_HERE = 'There is nothing at this address.';

export const notFound = (what = 'Record') => new AppError('NOT_FOUND', `${what} not found.`);
export const forbidden = (message = 'You do not have permission to do that.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);

/** A form error on named fields: 400 with the first field's message as the summary. */
export function invalidFields(errors: FieldErrors): AppError {
  const first = Object.values(errors)[0] ?? 'Please check the form.';
  return new AppError('VALIDATION', first, errors);
}
