import { TOKEN_EXPIRED, TOKEN_INVALID } from '@hivis/contracts';

export type TFieldErrors = Record<string, string>;

/** Every failed API call rejects with this, so screens can show the message and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: TFieldErrors;
  /** EDIT_CONFLICT: the record as it is now, saved by someone else (contracts edits.ts). */
  readonly current: unknown;

  constructor(status: number, code: string, message: string, errors: TFieldErrors = {}, current: unknown = undefined) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.current = current;
  }

  get hasFieldErrors(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

export const NETWORK_ERROR_MESSAGE = 'We could not reach HiVis. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The connection timed out. Check your signal and try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a person should see for any failure. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Something went wrong. Please try again.';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringRecord(value: unknown): TFieldErrors {
  if (!isRecord(value)) return {};
  const errors: TFieldErrors = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string') errors[key] = message;
  }
  return errors;
}

/** Builds the error from a failed response's body, JSON or not (spec 8: the status becomes the code). */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isRecord(body)) return new ApiError(status, String(status), fallbackMessage(status));
  const errors = stringRecord(body.errors);
  const message = typeof body.message === 'string' && body.message !== '' ? body.message : (Object.values(errors)[0] ?? fallbackMessage(status));
  const code = typeof body.code === 'string' ? body.code : String(status);
  return new ApiError(status, code, message, errors, body.current);
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'We could not find that.';
  if (status === 429) return 'Too many attempts. Please wait a little and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return 'The request could not be completed.';
}

/** A 401/403 whose message names an expired or invalid token: worth one refresh (spec 8). */
export function isTokenFailure(status: number, body: unknown): boolean {
  if (status !== 401 && status !== 403) return false;
  if (!isRecord(body) || typeof body.message !== 'string') return false;
  const message = body.message.toLowerCase();
  return message.includes(TOKEN_EXPIRED.toLowerCase()) || message.includes(TOKEN_INVALID.toLowerCase());
}

/** The message field of a success body, if any (shown as a toast). */
export function successMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

/** Nothing there for this company: missing, another company's (the server answers both with 404), or an id it cannot read (400). */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}
