/** The fixed set of machine-readable error codes carried in the envelope's `code`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'EMAIL_NOT_CONFIRMED',
  'ACCOUNT_INACTIVE',
  'INVALID_CREDENTIALS',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_IN_USE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'INVALID_STATE',
  'RATE_LIMITED',
  'CROSS_ORIGIN_REFUSED',
  'PROVIDER_UNREACHABLE',
  'PROVIDER_TIMEOUT',
  'REQUEST_TIMEOUT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
