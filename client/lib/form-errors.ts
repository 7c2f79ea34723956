import type { FieldErrors } from '../../shared/api/envelope';
import { isApiError } from './api';

/**
 * The field errors of a refusal as Formik errors (first message per field), for the fields the form
 * has: a 400's (invalid data) and a 409's, whose field errors name what conflicts (a profile's or a new
 * account's e-mail already in use, a slug already taken). Errors about other fields are returned apart.
 */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): { fieldErrors: Partial<Record<F, string>>; other: string[] } {
  const fieldErrors: Partial<Record<F, string>> = {};
  const other: string[] = [];
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409) || !error.errors) return { fieldErrors, other };
  for (const [field, messages] of Object.entries(error.errors as FieldErrors)) {
    const first = messages.find((message) => message.trim() !== '');
    if (!first) continue;
    if ((fields as readonly string[]).includes(field)) fieldErrors[field as F] = first;
    else other.push(first);
  }
  return { fieldErrors, other };
}
