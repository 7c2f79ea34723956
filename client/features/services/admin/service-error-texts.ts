import type { ErrorTexts } from '../../../lib/api-error-text';

export type ServiceAction = 'fetch' | 'create' | 'update' | 'delete';

/** Field names the provider uses for a service form, and the form label that says the same. */
const SERVICE_FIELD_LABELS: Record<string, string> = {
  title: 'dashboard:services.form.title',
  description: 'dashboard:services.form.description',
  arabicTitle: 'dashboard:services.form.arabicTitle',
  arabicDescription: 'dashboard:services.form.arabicDescription',
  durationMin: 'dashboard:services.form.durationMin',
  durationMax: 'dashboard:services.form.durationMax',
  durationUnit: 'dashboard:services.form.durationUnit',
  price: 'dashboard:services.form.price',
  details: 'dashboard:services.form.details',
  arabicDetails: 'dashboard:services.form.arabicDetails',
  files: 'dashboard:services.form.files',
  RemoveFileIds: 'dashboard:services.form.files',
};

/**
 * Spec section 8, "Services calls": a text per status for an answer without a message of its own,
 * one line per field error after the first, and a default per action.
 */
export function serviceErrorTexts(action: ServiceAction): ErrorTexts {
  return {
    fallback: `dashboard:services.errors.default.${action}`,
    byStatus: {
      400: 'dashboard:services.errors.invalidData',
      401: 'dashboard:services.errors.unauthorized',
      403: 'dashboard:services.errors.forbidden',
      404: 'dashboard:services.errors.notFound',
      500: 'dashboard:services.errors.server',
    },
    otherStatus: 'dashboard:services.errors.serverStatus',
    fieldLabels: SERVICE_FIELD_LABELS,
  };
}
