import type { FieldErrors } from '../../shared/api/envelope';
import type { ErrorCode } from '../../shared/api/error-codes';

/**
 * The provider's one error type. `message` is a key of the provider i18n namespace (or a text); the
 * error middleware translates it, and the field messages, into the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldErrors,
    /** Sent as Retry-After (a 429 over a quota). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message = 'notFound') => new HttpError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'forbidden') => new HttpError(403, 'FORBIDDEN', message);
export const badRequest = (errors: FieldErrors, message = 'validationFailed') => new HttpError(400, 'VALIDATION_FAILED', message, errors);
/** Over a limit or quota: 429 with Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, 'RATE_LIMITED', message, undefined, retryAfterSeconds);
