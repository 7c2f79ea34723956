import { type AnySchema, ValidationError } from 'yup';

/**
 * A form's errors by field from a shared Yup schema, for a Formik `validate` that shapes the values
 * first (a full or part amount, a number from a select): each path's first message (a message key);
 * an error of the whole form (no path) goes to `fallbackPath`.
 */
export function schemaErrors(schema: AnySchema, values: unknown, fallbackPath: string): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const { path, message } of error.inner.length ? error.inner : [error]) errors[path || fallbackPath] ??= message;
    return errors;
  }
}
