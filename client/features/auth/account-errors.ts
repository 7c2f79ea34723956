import type { TFunction } from 'i18next';
import { isApiError, type ApiError } from '../../lib/api';
import { serverFieldErrors } from '../../lib/form-errors';

/** Nothing answered: the browser could not reach the web server at all. */
const unreachable = (error: ApiError) => error.status === 'FETCH_ERROR';

const ownMessage = (error: ApiError) => (error.serverMessage && error.message.trim() !== '' ? error.message : undefined);

function firstFieldMessage(error: ApiError): string | undefined {
  for (const messages of Object.values(error.errors ?? {})) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) return first;
  }
  return undefined;
}

/**
 * The text of a failed registration, in the order of spec section 8: the server's message, the
 * server's error for a field, then 400 / 500 by status, else 'An error occurred during
 * registration'. A lost connection says so in the page's language. (Spec 8's 409 'Email is already
 * in use' is gone: registration answers a taken address like a new one and tells its owner by
 * e-mail, so the page never learns who is registered.)
 */
export function registrationErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('account:register.errors.default');
  if (unreachable(error)) return t('common:apiErrors.cannotConnect');
  const text = ownMessage(error) ?? firstFieldMessage(error);
  if (text) return text;
  switch (error.status) {
    case 400:
      return t('account:register.errors.invalidData');
    case 500:
      return t('account:register.errors.server');
    default:
      return t('account:register.errors.default');
  }
}

/** The server's own message for a failed call, else `fallbackKey` (spec 8 defaults per action). */
export function serverErrorText(error: unknown, t: TFunction, fallbackKey: string): string {
  if (!isApiError(error)) return t(fallbackKey);
  if (unreachable(error)) return t('common:apiErrors.cannotConnect');
  return ownMessage(error) ?? t(fallbackKey);
}

/** The server's success message, else `fallbackKey`. */
export function serverSuccessText(message: string | undefined, t: TFunction, fallbackKey: string): string {
  return message && message.trim() !== '' ? message : t(fallbackKey);
}

/**
 * A confirmation or reset link the provider refused: spent, expired, replaced by a newer one, or
 * made for another address. The answer is a 400 whose field errors name the token.
 */
export function isRefusedLink(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && Boolean(error.errors?.token?.length);
}

/**
 * A failed call's messages for the fields of a form: a 400's, and a 409's too, whose field errors
 * name what conflicts (a profile's new e-mail already in use).
 */
export function formFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const asValidation = isApiError(error) && error.status === 409 ? { ...error, status: 400 } : error;
  return serverFieldErrors(asValidation, fields).fieldErrors;
}
