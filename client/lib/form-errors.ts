import type { FieldErrors } from '../../shared/api/envelope';
import { isApiError } from './api';

/**
 * A 400's field errors as Formik errors (first message per field), for the fields the form has.
 * Errors about other fields are returned apart, so the caller can still show them in a toast.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): { fieldErrors: Partial<Record<F, string>>; other: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  if (!isApiError(error) || error.status !== 400 || !error.errors) return { fieldErrors, other };
  for (const [field, messages] of Object.entries(error.errors as FieldErrors)) {
    const first = messages.find((message) => message.trim() !== '');
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] = first;
    else other.push(first);
  }
  return { fieldErrors, other };
}
