import type { ErrorCode } from './error-codes';

/** Field name -> list of messages, as sent with a 400. */
export type FieldErrors = Record<string, string[]>;

/** The one response shape on the wire, for the provider and for the web server's own /api routes. */
export interface ApiEnvelope<T> {
  isSuccess: boolean;
  result: T | null;
  message: string;
  errors?: FieldErrors;
  code?: ErrorCode;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function ok<T>(result: T, message = ''): ApiEnvelope<T> {
  return { isSuccess: true, result, message };
}

export function fail(message: string, code?: ErrorCode, errors?: FieldErrors): ApiEnvelope<null> {
  return {
    isSuccess: false,
    result: null,
    message,
    ...(code ? { code } : {}),
    ...(errors ? { errors } : {}),
  };
}

export function isEnvelope(value: unknown): value is ApiEnvelope<unknown> {
  return typeof value === 'object' && value !== null && 'isSuccess' in value && typeof (value as { isSuccess: unknown }).isSuccess === 'boolean';
}
