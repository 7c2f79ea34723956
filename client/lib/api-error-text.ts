import type { TFunction } from 'i18next';
import { isApiError } from './api';

/**
 * The text to show for a failed call: the server's message (the web server and the provider both
 * answer in the page's language), the network text when nothing answered, else the fallback.
 */
export function apiErrorText(error: unknown, t: TFunction, fallbackKey: string): string {
  if (isApiError(error)) {
    if (error.status === 'FETCH_ERROR') return t('common:apiErrors.cannotConnect');
    if (error.message) return error.message;
  }
  return t(fallbackKey);
}
