import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { ChangeEvent, ReactNode } from 'react';

/**
 * A field's error as text: schema messages are i18n keys ("validation:…"); messages the server put
 * under a field (serverFieldErrors) are already in the page's language and are shown as they are.
 */
export function errorText(t: TFunction, error: unknown): string | undefined {
  if (typeof error !== 'string' || error === '') return undefined;
  return error.startsWith('validation:') ? t(error) : error;
}

export interface BoundFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur: FormikProps<unknown>['handleBlur'];
  error: boolean;
  helperText?: ReactNode;
}

/**
 * What the server said about fields, kept in the form's status: Formik's own errors are replaced by
 * every validation run (a blur is enough), which would wipe a message like 'Email is already in
 * use' the moment focus moves to that field.
 */
export interface ServerFieldStatus {
  fieldErrors?: Record<string, string | undefined>;
}

/** The props that tie a text field to a Formik form: its value, and its error once touched or refused by the server. */
export function bindField<V extends object>(form: FormikProps<V>, name: keyof V & string, t: TFunction, hint?: ReactNode): BoundFieldProps {
  const touched = Boolean((form.touched as Record<string, unknown>)[name]);
  const local = touched ? errorText(t, (form.errors as Record<string, unknown>)[name]) : undefined;
  const status = (form.status ?? {}) as ServerFieldStatus;
  const server = status.fieldErrors?.[name];
  const message = local ?? server;
  const value = (form.values as Record<string, unknown>)[name];
  return {
    name,
    value: typeof value === 'string' ? value : value == null ? '' : String(value),
    onChange: (event) => {
      // Editing the field answers the server's objection; the rules of the schema still apply.
      if (server) form.setStatus({ ...status, fieldErrors: { ...status.fieldErrors, [name]: undefined } });
      form.handleChange(event);
    },
    onBlur: form.handleBlur,
    error: Boolean(message),
    helperText: message ?? hint,
  };
}
