import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api';

/**
 * Texts of failed dashboard calls, in the page's language.
 *
 * errorText: what the server said (the provider and the web server answer in the page's language),
 * the connection text when nothing answered, else the caller's default.
 *
 * serviceErrorText: spec section 8 "Services calls", status by status, with one line per field
 * error after a 400.
 */

export function isSessionExpiry(error: unknown): boolean {
  return isApiError(error) && error.code === 'SESSION_EXPIRED';
}

export function errorText(error: unknown, t: TFunction, fallback: string): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 'FETCH_ERROR') return t('dashboard:errors.cannotConnect');
  return error.message || fallback;
}

export type ServiceAction = 'fetch' | 'create' | 'update' | 'delete';

/** Field names the provider uses for a service form, and the form label that says the same. */
const SERVICE_FIELD_LABELS: Record<string, string> = {
  title: 'services.form.title',
  description: 'services.form.description',
  arabicTitle: 'services.form.arabicTitle',
  arabicDescription: 'services.form.arabicDescription',
  durationMin: 'services.form.durationMin',
  durationMax: 'services.form.durationMax',
  durationUnit: 'services.form.durationUnit',
  price: 'services.form.price',
  details: 'services.form.details',
  arabicDetails: 'services.form.arabicDetails',
  files: 'services.form.files',
  RemoveFileIds: 'services.form.files',
};

function fieldLabel(field: string, t: TFunction): string {
  const base = field.replace(/\[\d+\]$/, '').replace(/^./, (c) => c.toLowerCase());
  const key = SERVICE_FIELD_LABELS[field] ?? SERVICE_FIELD_LABELS[base];
  return key ? t(`dashboard:${key}`) : field;
}

export function serviceErrorText(error: unknown, t: TFunction, action: ServiceAction): string {
  const fallback = t(`dashboard:services.errors.default.${action}`);
  if (!isApiError(error)) return fallback;
  if (error.status === 'FETCH_ERROR') return t('dashboard:errors.cannotConnect');
  switch (error.status) {
    case 400: {
      const lines = Object.entries(error.errors ?? {}).map(([field, messages]) => `${fieldLabel(field, t)}: ${messages.join(', ')}`);
      return [t('dashboard:services.errors.invalidData'), ...lines].join('\n');
    }
    case 401:
      return t('dashboard:services.errors.unauthorized');
    case 403:
      return t('dashboard:services.errors.forbidden');
    case 404:
      return t('dashboard:services.errors.notFound');
    case 500:
      return t('dashboard:services.errors.server');
    default:
      // A refusal the provider explains (a file too large, a conflict) is worth more than a number.
      if (error.status < 500 && error.message) return error.message;
      return t('dashboard:services.errors.serverStatus', { status: error.status });
  }
}
